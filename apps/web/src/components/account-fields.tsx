import type { ComponentProps } from 'react';
import {
  EMAIL_MAX_LENGTH,
  MOBILE_INPUT_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@sukoon/contract/auth-messages';
import { TextField } from './form-field.tsx';
import { m } from '../paraglide/messages.js';

// The inputs every account form asks for, each declared once with the contract's limits and the
// browser's hints (type, autofill, keyboard), so that no form re-declares a limit or forgets one.
// A form's own props come last and win: another label, a hint, `required`, `readOnly`.

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string };

export function EmailField({ label = m.account_email_label(), ...props }: FieldProps) {
  return (
    <TextField label={label} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...props} />
  );
}

export function MobileField({ label = m.account_mobile_label(), ...props }: FieldProps) {
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={MOBILE_INPUT_MAX_LENGTH}
      {...props}
    />
  );
}

/** A one-time code: digits only, whatever is typed or pasted. */
export function OtpField({
  label = m.account_otp_label(),
  onDigits,
  ...props
}: Omit<FieldProps, 'onChange'> & { onDigits: (digits: string) => void }) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
      required
      {...props}
      onChange={(event) => onDigits(event.target.value.replace(/\D/g, ''))}
    />
  );
}

/** A password being chosen: the contract's minimum, said in the hint. */
export function NewPasswordField({ label = m.account_password_new(), ...props }: FieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      hint={m.account_register_password_hint({ min: PASSWORD_MIN_LENGTH })}
      {...props}
    />
  );
}
