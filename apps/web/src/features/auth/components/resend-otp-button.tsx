import type { RegisterRequest } from '@sukoon/contract/auth';
import { useRegister } from '../api/register.ts';
import { useResendOtp } from '../api/resend-otp.ts';
import { resendOtpErrorMessage } from '../error-messages.ts';
import type { Notice } from './verify-otp-form.tsx';
import { m } from '../../../paraglide/messages.js';

const LINK_BUTTON =
  'min-h-11 rounded font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700 disabled:cursor-wait disabled:text-slate-500';

/**
 * With the sign-up form at hand it is sent again (spec), which makes the server e-mail a fresh OTP;
 * without it (a new tab, another device) the typed e-mail alone asks for one.
 */
export function ResendOtpButton({
  form,
  email,
  onNotice,
}: {
  form: RegisterRequest | undefined;
  email: string;
  onNotice: (notice: Notice) => void;
}) {
  const register = useRegister();
  const resendByEmail = useResendOtp();
  const isPending = register.isPending || resendByEmail.isPending;

  function resendOtp() {
    onNotice(null);
    const callbacks = {
      onSuccess: () => onNotice({ kind: 'success', text: m.account_otp_resent() }),
      onError: (error: unknown) => onNotice({ kind: 'error', text: resendOtpErrorMessage(error) }),
    } as const;
    if (form) register.mutate(form, callbacks);
    else if (email.trim() === '') onNotice({ kind: 'error', text: m.account_otp_email_first() });
    else resendByEmail.mutate({ email: email.trim() }, callbacks);
  }

  return (
    <button type="button" onClick={resendOtp} disabled={isPending} className={LINK_BUTTON}>
      {m.account_otp_resend()}
    </button>
  );
}
