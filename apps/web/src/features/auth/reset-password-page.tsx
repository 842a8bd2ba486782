import { useLocation } from 'react-router';
import { resetPasswordRequest } from '@sukoon/contract/auth';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { EmailField, NewPasswordField, OtpField } from '../../components/account-fields.tsx';
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
      <EmailField required readOnly={passedEmail !== ''} {...form.field('email')} />
      <OtpField {...form.field('otp')} onDigits={(digits) => form.setValue('otp', digits)} />
      <NewPasswordField required {...form.field('newPassword')} />
    </PasswordStep>
  );
}
