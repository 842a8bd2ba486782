import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@sukoon/contract/auth-messages';
import { acceptCounsellorInviteBody, type AcceptCounsellorInviteBody } from '@sukoon/contract/counsellors';
import { AuthCard, TEXT_LINK } from '../../components/auth-card.tsx';
import { Button } from '../../components/button.tsx';
import { ContractForm } from '../../components/form/contract-form.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { TextField } from '../../components/form-field.tsx';
import { NewPasswordField } from '../../components/account-fields.tsx';
import { Loader } from '../../components/loader.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAcceptInvite } from './api/accept-invite.ts';
import { useInvite } from './api/get-invite.ts';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate.ts';
import { m } from '../../paraglide/messages.js';

/** As on the password reset: a moment to read the confirmation before the login screen. */
const TO_LOGIN_DELAY_MS = 3000;

/** The router state the login page reads: a notice above the form and the e-mail filled in. */
interface LoginNotice {
  notice: { kind: 'success'; text: string };
  email: string;
}

/** `/counsellor/welcome?token=…`: the invited counsellor chooses a password, then logs in. */
export default function CounsellorWelcomePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const invite = useInvite(token);

  if (token === '') return <WelcomeProblem text={m.staff_welcome_link_missing()} />;
  if (invite.isPending) {
    return (
      <main id="main" className="min-h-[60vh]">
        <Loader label={m.staff_welcome_checking()} />
      </main>
    );
  }
  if (invite.isError) {
    const isRefused =
      invite.error instanceof ApiError && invite.error.status >= 400 && invite.error.status < 500;
    return <WelcomeProblem text={isRefused ? invite.error.message : m.staff_welcome_load_failed()} />;
  }
  return <ChoosePassword token={token} firstName={invite.data.firstName} email={invite.data.email} />;
}

function WelcomeProblem({ text }: { text: string }) {
  return (
    <AuthCard
      title={m.staff_welcome_title()}
      footer={
        <Link to="/login" className={TEXT_LINK}>
          {m.staff_welcome_to_login()}
        </Link>
      }
    >
      <StatusMessage kind="error">{text}</StatusMessage>
    </AuthCard>
  );
}

function ChoosePassword({ token, firstName, email }: { token: string; firstName: string; email: string }) {
  const form = useContractForm({
    schema: acceptCounsellorInviteBody,
    initial: { password: '' },
    toInput: ({ password }) => ({ token, password }),
  });
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const accept = useAcceptInvite();
  const navigateLater = useDelayedNavigate();

  function choosePassword(body: AcceptCounsellorInviteBody) {
    setResult(null);
    accept.mutate(body, {
      onSuccess: ({ message }) => {
        setResult({ kind: 'success', text: message });
        const state: LoginNotice = { notice: { kind: 'success', text: message }, email };
        navigateLater('/login', TO_LOGIN_DELAY_MS, { state });
      },
      onError: (error) => {
        if (form.showServerErrors(error)) return;
        setResult({
          kind: 'error',
          text: error instanceof ApiError ? error.message : m.staff_something_wrong(),
        });
      },
    });
  }

  return (
    <AuthCard title={m.staff_welcome_name({ name: firstName })} intro={m.staff_welcome_intro()}>
      <ContractForm form={form} onValid={choosePassword} noValidate className="space-y-4">
        <StatusMessage kind={result?.kind ?? 'info'}>{result?.text}</StatusMessage>
        <TextField
          label={m.staff_welcome_email()}
          type="email"
          name="email"
          autoComplete="username"
          readOnly
          value={email}
        />
        <NewPasswordField
          label={m.staff_welcome_password()}
          hint={m.staff_welcome_password_hint({ count: PASSWORD_MIN_LENGTH })}
          required
          {...form.field('password')}
        />
        <Button type="submit" disabled={accept.isPending || accept.isSuccess} className="w-full">
          {accept.isPending ? m.staff_loading() : m.staff_welcome_submit()}
        </Button>
      </ContractForm>
    </AuthCard>
  );
}
