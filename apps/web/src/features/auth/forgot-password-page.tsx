import { forgotPasswordRequest } from '@sukoon/contract/auth';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { EmailField } from '../../components/account-fields.tsx';
import { useForgotPassword } from './api/forgot-password.ts';
import { PasswordStep } from './components/password-step.tsx';
import type { ResetPasswordPageState } from './route-state.ts';
import { m } from '../../paraglide/messages.js';

export default function ForgotPasswordPage() {
  const form = useContractForm({ schema: forgotPasswordRequest, initial: { email: '' } });
  const forgot = useForgotPassword();

  return (
    <PasswordStep
      title={m.account_forgot_title()}
      intro={m.account_forgot_intro()}
      footer={{ text: m.account_forgot_remembered(), to: '/login', link: m.account_register_login_link() }}
      form={form}
      mutation={forgot}
      submitLabel={m.account_submit()}
      next={(request) => {
        const state: ResetPasswordPageState = { email: request.email };
        return { to: '/resetPassword', state };
      }}
    >
      <EmailField required {...form.field('email')} />
    </PasswordStep>
  );
}
