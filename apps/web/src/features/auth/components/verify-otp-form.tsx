import { useState, type FormEvent } from 'react';
import type { RegisterRequest } from '@sukoon/contract/auth';
import { EMAIL_MAX_LENGTH, OTP_LENGTH, PASSWORD_MIN_LENGTH } from '@sukoon/contract/auth-messages';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { verifyOtpErrorMessage } from '../error-messages.ts';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate.ts';
import type { LoginPageState } from '../route-state.ts';
import { m } from '../../../paraglide/messages.js';

export type Notice = { kind: 'success' | 'error'; text: string } | null;

/** Spec §9: about 200 ms, long enough for the confirmation to be announced. */
const TO_LOGIN_DELAY_MS = 200;

/**
 * The OTP box. Without the sign-up form (a new tab, another device) the e-mail and the password
 * chosen at sign-up are asked for too: the account is created with the password sent here.
 */
export function VerifyOtpForm({
  form,
  email,
  onEmailChange,
  onNotice,
}: {
  form: RegisterRequest | undefined;
  /** Typed here when there is no form; the page's resend link reads it too. */
  email: string;
  onEmailChange: (email: string) => void;
  onNotice: (notice: Notice) => void;
}) {
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const verify = useVerifyOtp();
  const navigateLater = useDelayedNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onNotice(null);
    const payload = { ...(form ?? { email: email.trim(), password }), otp: otp.trim() };
    verify.mutate(payload, {
      onSuccess: () => {
        const verified = m.account_otp_verified();
        onNotice({ kind: 'success', text: verified });
        const state: LoginPageState = { notice: { kind: 'success', text: verified }, email: payload.email };
        navigateLater('/login', TO_LOGIN_DELAY_MS, { state });
      },
      onError: (error) => onNotice({ kind: 'error', text: verifyOtpErrorMessage(error) }),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      {form ? null : (
        <TextField
          label={m.account_email_label()}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
      )}
      <TextField
        label={m.account_otp_label()}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        required
        hint={m.account_otp_hint({ length: OTP_LENGTH })}
        value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
      />
      {form ? null : (
        <TextField
          label={m.account_password_label()}
          type="password"
          name="password"
          autoComplete="current-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          hint={m.account_otp_password_hint()}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      )}
      <Button type="submit" disabled={verify.isPending || verify.isSuccess} className="w-full">
        {verify.isPending ? m.account_loading() : m.account_otp_submit()}
      </Button>
    </form>
  );
}
