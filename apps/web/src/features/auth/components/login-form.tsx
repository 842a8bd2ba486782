import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { readReturnPath } from '../../../lib/login-return.ts';
import { useLogin } from '../api/login.ts';
import { loginErrorMessage } from '../error-messages.ts';
import { useFinishSignIn } from '../use-finish-sign-in.ts';
import { m } from '../../../paraglide/messages.js';

/**
 * E-mail or mobile and password; the visitor goes back where they were sent from (`?next=`), else
 * admins land on the admin panel and everyone else on the home page. Staff with two-step sign-in
 * on are handed to the code step (`onSecondStep`).
 */
export function LoginForm({
  initialId = '',
  onSecondStep,
}: {
  initialId?: string;
  onSecondStep: (mfaToken: string) => void;
}) {
  const [emailorphone, setEmailorphone] = useState(initialId);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const login = useLogin();
  const finishSignIn = useFinishSignIn();
  const returnTo = readReturnPath(useSearchParams()[0]);

  async function logIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setIsBusy(true);
    try {
      const answer = await login.mutateAsync({ emailorphone: emailorphone.trim(), password });
      if ('mfaToken' in answer) {
        onSecondStep(answer.mfaToken);
        return;
      }
      await finishSignIn(answer.token, returnTo);
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setEmailorphone('');
      setPassword('');
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void logIn(event)} className="space-y-4">
      <StatusMessage kind="error">{error}</StatusMessage>
      <TextField
        label={m.account_login_id_label()}
        name="emailorphone"
        autoComplete="username"
        required
        maxLength={100}
        value={emailorphone}
        onChange={(event) => setEmailorphone(event.target.value)}
      />
      <TextField
        label={m.account_password_label()}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={isBusy} className="w-full">
        {isBusy ? m.account_loading() : m.account_login_submit()}
      </Button>
    </form>
  );
}
