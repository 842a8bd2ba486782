import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  EMAIL_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  resetPasswordRequest,
  type ResetPasswordRequest,
} from '@sukoon/contract/auth';
import { Button } from '../../components/button.tsx';
import { ContractForm } from '../../components/form/contract-form.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { TextField } from '../../components/form-field.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useResetPassword } from './api/reset-password.ts';
import { AuthCard, TEXT_LINK } from '../../components/auth-card.tsx';
import { passwordResetErrorMessage } from './error-messages.ts';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate.ts';
import { readRouteState, type LoginPageState, type ResetPasswordPageState } from './route-state.ts';
import { m } from '../../paraglide/messages.js';

/** Spec §9: 3 s to read the confirmation before the login screen. */
const TO_LOGIN_DELAY_MS = 3000;

export default function ResetPasswordPage() {
  const passedEmail = readRouteState<ResetPasswordPageState>(useLocation().state).email ?? '';
  const form = useContractForm({
    schema: resetPasswordRequest,
    initial: { email: passedEmail, otp: '', newPassword: '' },
  });
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const reset = useResetPassword();
  const navigateLater = useDelayedNavigate();

  function choosePassword(request: ResetPasswordRequest) {
    setResult(null);
    reset.mutate(request, {
      onSuccess: ({ message }) => {
        setResult({ kind: 'success', text: message });
        const state: LoginPageState = { notice: { kind: 'success', text: message }, email: request.email };
        navigateLater('/login', TO_LOGIN_DELAY_MS, { state });
      },
      onError: (error) => {
        if (!form.showServerErrors(error))
          setResult({ kind: 'error', text: passwordResetErrorMessage(error) });
      },
    });
  }

  return (
    <AuthCard
      title={m.account_reset_title()}
      intro={m.account_reset_intro()}
      footer={
        <>
          {m.account_reset_need_code()}{' '}
          <Link to="/forgotpassword" className={TEXT_LINK}>
            {m.account_reset_send_again()}
          </Link>
        </>
      }
    >
      <ContractForm form={form} onValid={choosePassword} className="space-y-4">
        <StatusMessage kind={result?.kind ?? 'info'}>{result?.text}</StatusMessage>
        <TextField
          label={m.account_email_label()}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
          readOnly={passedEmail !== ''}
          {...form.field('email')}
        />
        <TextField
          label={m.account_otp_label()}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          required
          {...form.field('otp')}
          onChange={(event) => form.setValue('otp', event.target.value.replace(/\D/g, ''))}
        />
        <TextField
          label={m.account_password_new()}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          hint={m.account_register_password_hint({ min: PASSWORD_MIN_LENGTH })}
          required
          {...form.field('newPassword')}
        />
        <Button type="submit" disabled={reset.isPending || reset.isSuccess} className="w-full">
          {reset.isPending ? m.account_loading() : m.account_reset_submit()}
        </Button>
      </ContractForm>
    </AuthCard>
  );
}
