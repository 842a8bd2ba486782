import { useLocation } from 'react-router';
import {
  EMAIL_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  resetPasswordRequest,
} from '@sukoon/contract/auth';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { TextField } from '../../components/form-field.tsx';
import { useResetPassword } from './api/reset-password.ts';
import { PasswordStep } from './components/password-step.tsx';
import { readRouteState, type LoginPageState, type ResetPasswordPageState } from './route-state.ts';
import { m } from '../../paraglide/messages.js';

export default function ResetPasswordPage() {
  const passedEmail = readRouteState<ResetPasswordPageState>(useLocation().state).email ?? '';
  const form = useContractForm({
    schema: resetPasswordRequest,
    initial: { email: passedEmail, otp: '', newPassword: '' },
  });
  const reset = useResetPassword();

  return (
    <PasswordStep
      title={m.account_reset_title()}
      intro={m.account_reset_intro()}
      footer={{
        text: m.account_reset_need_code(),
        to: '/forgotpassword',
        link: m.account_reset_send_again(),
      }}
      form={form}
      mutation={reset}
      submitLabel={m.account_reset_submit()}
      next={(request, message) => {
        const state: LoginPageState = { notice: { kind: 'success', text: message }, email: request.email };
        return { to: '/login', state };
      }}
    >
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
    </PasswordStep>
  );
}
