import { useState } from 'react';
import { LOGIN_ID_MAX_LENGTH, loginRequest } from '@sukoon/contract/auth';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useLogin } from '../api/login.ts';
import { loginErrorMessage } from '../error-messages.ts';
import { useFinishSignIn } from '../use-finish-sign-in.ts';
import { m } from '../../../paraglide/messages.js';

const NO_CREDENTIALS = { emailorphone: '', password: '' };

/**
 * E-mail or mobile and password; the visitor goes on to `returnTo` (where they were sent from),
 * else admins land on the admin panel and everyone else on the home page. Staff with two-step
 * sign-in on are handed to the code step (`onSecondStep`).
 */
export function LoginForm({
  initialId = '',
  returnTo,
  onSecondStep,
}: {
  initialId?: string;
  returnTo: string | null;
  onSecondStep: (mfaToken: string) => void;
}) {
  const form = useContractForm({
    schema: loginRequest,
    initial: { ...NO_CREDENTIALS, emailorphone: initialId },
  });
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const login = useLogin();
  const finishSignIn = useFinishSignIn();

  async function logIn(credentials: { emailorphone: string; password: string }) {
    setError(null);
    setIsBusy(true);
    try {
      const answer = await login.mutateAsync(credentials);
      if ('mfaToken' in answer) {
        onSecondStep(answer.mfaToken);
        return;
      }
      await finishSignIn(answer.token, returnTo);
    } catch (failure) {
      setError(loginErrorMessage(failure));
      form.reset(NO_CREDENTIALS);
      setIsBusy(false);
    }
  }

  return (
    <ContractForm form={form} onValid={(credentials) => void logIn(credentials)} className="space-y-4">
      <StatusMessage kind="error">{error}</StatusMessage>
      <TextField
        label={m.account_login_id_label()}
        autoComplete="username"
        required
        maxLength={LOGIN_ID_MAX_LENGTH}
        {...form.field('emailorphone')}
      />
      <TextField
        label={m.account_password_label()}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <Button type="submit" disabled={isBusy} className="w-full">
        {isBusy ? m.account_loading() : m.account_login_submit()}
      </Button>
    </ContractForm>
  );
}
