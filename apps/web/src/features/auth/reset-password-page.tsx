import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { EMAIL_MAX_LENGTH, OTP_LENGTH, PASSWORD_MIN_LENGTH } from '@sukoon/contract/auth-messages';
import { Button } from '../../components/button.tsx';
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
  const [email, setEmail] = useState(passedEmail);
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const reset = useResetPassword();
  const navigateLater = useDelayedNavigate();

  function choosePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    reset.mutate(
      { email: email.trim(), otp: otp.trim(), newPassword },
      {
        onSuccess: ({ message }) => {
          setResult({ kind: 'success', text: message });
          const state: LoginPageState = { notice: { kind: 'success', text: message }, email: email.trim() };
          navigateLater('/login', TO_LOGIN_DELAY_MS, { state });
        },
        onError: (error) => setResult({ kind: 'error', text: passwordResetErrorMessage(error) }),
      },
    );
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
      <form onSubmit={choosePassword} className="space-y-4">
        <StatusMessage kind={result?.kind ?? 'info'}>{result?.text}</StatusMessage>
        <TextField
          label={m.account_email_label()}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
          readOnly={passedEmail !== ''}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={m.account_otp_label()}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          required
          value={otp}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
        />
        <TextField
          label={m.account_password_new()}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          hint={m.account_register_password_hint({ min: PASSWORD_MIN_LENGTH })}
          required
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <Button type="submit" disabled={reset.isPending || reset.isSuccess} className="w-full">
          {reset.isPending ? m.account_loading() : m.account_reset_submit()}
        </Button>
      </form>
    </AuthCard>
  );
}
