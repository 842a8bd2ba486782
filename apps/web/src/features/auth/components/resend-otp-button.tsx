import type { RegisterRequest } from '@sukoon/contract/auth';
import { useRegister } from '../api/register.ts';
import { resendOtpErrorMessage } from '../error-messages.ts';
import type { Notice } from './verify-otp-form.tsx';

const RESENT = 'OTP resent successfully! Please check your email.';

/** Sends the sign-up form again, which makes the server e-mail a fresh OTP. */
export function ResendOtpButton({
  form,
  onNotice,
}: {
  form: RegisterRequest;
  onNotice: (notice: Notice) => void;
}) {
  const resend = useRegister();

  function resendOtp() {
    onNotice(null);
    resend.mutate(form, {
      onSuccess: () => onNotice({ kind: 'success', text: RESENT }),
      onError: (error) => onNotice({ kind: 'error', text: resendOtpErrorMessage(error) }),
    });
  }

  return (
    <button
      type="button"
      onClick={resendOtp}
      disabled={resend.isPending}
      className="min-h-11 rounded font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700 disabled:cursor-wait disabled:text-slate-500"
    >
      Didn’t receive an OTP?
    </button>
  );
}
