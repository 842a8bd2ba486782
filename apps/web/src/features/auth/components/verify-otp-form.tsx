import type { RegisterRequest, VerifyOtpRequest } from '@sukoon/contract/auth';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '@sukoon/contract/auth-messages';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import type { ContractForm as ContractFormState } from '../../../components/form/use-contract-form.ts';
import { TextField } from '../../../components/form-field.tsx';
import { EmailField, OtpField } from '../../../components/account-fields.tsx';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { verifyOtpErrorMessage } from '../error-messages.ts';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate.ts';
import type { LoginPageState } from '../route-state.ts';
import { m } from '../../../paraglide/messages.js';

export type Notice = { kind: 'success' | 'error'; text: string } | null;

/** What is typed on the OTP page; the page's resend link reads the e-mail too. */
export interface OtpEntry {
  otp: string;
  email: string;
  password: string;
}

/** Spec §9: about 200 ms, long enough for the confirmation to be announced. */
const TO_LOGIN_DELAY_MS = 200;

/**
 * The OTP box. Without the sign-up form (a new tab, another device) the e-mail and the password
 * chosen at sign-up are asked for too: the account is created with the password sent here.
 */
export function VerifyOtpForm({
  form,
  next,
  entry,
  onNotice,
}: {
  form: RegisterRequest | undefined;
  /** Where the visitor was going before signing up: the login after the code goes on there. */
  next: string | undefined;
  /** The page's `useContractForm(verifyOtpRequest)`. */
  entry: ContractFormState<OtpEntry, VerifyOtpRequest>;
  onNotice: (notice: Notice) => void;
}) {
  const verify = useVerifyOtp();
  const navigateLater = useDelayedNavigate();

  function submit(payload: VerifyOtpRequest) {
    onNotice(null);
    verify.mutate(payload, {
      onSuccess: () => {
        const verified = m.account_otp_verified();
        onNotice({ kind: 'success', text: verified });
        // The first login lands where the visitor was going (a counsellor's booking), else on the
        // home page; the number is offered on the profile and the booking page, not in between.
        const state: LoginPageState = {
          notice: { kind: 'success', text: verified },
          email: payload.email,
          ...(next ? { next } : {}),
        };
        navigateLater('/login', TO_LOGIN_DELAY_MS, { state });
      },
      onError: (error) => {
        if (!entry.showServerErrors(error)) onNotice({ kind: 'error', text: verifyOtpErrorMessage(error) });
      },
    });
  }

  return (
    <ContractForm form={entry} onValid={submit} className="space-y-4">
      {form ? null : <EmailField required {...entry.field('email')} />}
      <OtpField
        hint={m.account_otp_hint({ length: OTP_LENGTH })}
        {...entry.field('otp')}
        onDigits={(digits) => entry.setValue('otp', digits)}
      />
      {form ? null : (
        <TextField
          label={m.account_password_label()}
          type="password"
          autoComplete="current-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          hint={m.account_otp_password_hint()}
          {...entry.field('password')}
        />
      )}
      <Button type="submit" disabled={verify.isPending || verify.isSuccess} className="w-full">
        {verify.isPending ? m.account_loading() : m.account_otp_submit()}
      </Button>
    </ContractForm>
  );
}
