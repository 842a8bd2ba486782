import { useState } from 'react';
import { Link } from 'react-router';
import { EMAIL_MAX_LENGTH, forgotPasswordRequest, type ForgotPasswordRequest } from '@sukoon/contract/auth';
import { Button } from '../../components/button.tsx';
import { ContractForm } from '../../components/form/contract-form.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { TextField } from '../../components/form-field.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useForgotPassword } from './api/forgot-password.ts';
import { AuthCard, TEXT_LINK } from '../../components/auth-card.tsx';
import { passwordResetErrorMessage } from './error-messages.ts';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate.ts';
import type { ResetPasswordPageState } from './route-state.ts';
import { m } from '../../paraglide/messages.js';

/** Spec §9: 3 s to read the confirmation before the reset screen. */
const TO_RESET_DELAY_MS = 3000;

export default function ForgotPasswordPage() {
  const form = useContractForm({ schema: forgotPasswordRequest, initial: { email: '' } });
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const forgot = useForgotPassword();
  const navigateLater = useDelayedNavigate();

  function requestCode(request: ForgotPasswordRequest) {
    setResult(null);
    forgot.mutate(request, {
      onSuccess: ({ message }) => {
        setResult({ kind: 'success', text: message });
        const state: ResetPasswordPageState = { email: request.email };
        navigateLater('/resetPassword', TO_RESET_DELAY_MS, { state });
      },
      onError: (error) => {
        if (!form.showServerErrors(error))
          setResult({ kind: 'error', text: passwordResetErrorMessage(error) });
      },
    });
  }

  return (
    <AuthCard
      title={m.account_forgot_title()}
      intro={m.account_forgot_intro()}
      footer={
        <>
          {m.account_forgot_remembered()}{' '}
          <Link to="/login" className={TEXT_LINK}>
            {m.account_register_login_link()}
          </Link>
        </>
      }
    >
      <ContractForm form={form} onValid={requestCode} className="space-y-4">
        <StatusMessage kind={result?.kind ?? 'info'}>{result?.text}</StatusMessage>
        <TextField
          label={m.account_email_label()}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
          {...form.field('email')}
        />
        <Button type="submit" disabled={forgot.isPending || forgot.isSuccess} className="w-full">
          {forgot.isPending ? m.account_loading() : m.account_submit()}
        </Button>
      </ContractForm>
    </AuthCard>
  );
}
