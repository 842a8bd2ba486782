import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { signIn } from '../../../lib/auth-token.ts';
import { landingPathAfterLogin, readReturnPath } from '../../../lib/login-return.ts';
import { useLogin } from '../api/login.ts';
import { userDetailsQueryOptions } from '../api/get-user-details.ts';
import { loginErrorMessage } from '../error-messages.ts';
import { m } from '../../../paraglide/messages.js';
import { followProfileLanguage } from '../../profile/language.ts';

/**
 * E-mail or mobile and password; the visitor goes back where they were sent from (`?next=`), else
 * admins land on the admin panel and everyone else on the home page.
 */
export function LoginForm({ initialId = '' }: { initialId?: string }) {
  const [emailorphone, setEmailorphone] = useState(initialId);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const login = useLogin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnTo = readReturnPath(useSearchParams()[0]);

  async function logIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setIsBusy(true);
    try {
      const { token } = await login.mutateAsync({ emailorphone: emailorphone.trim(), password });
      signIn(token);
      const user = await queryClient.fetchQuery(userDetailsQueryOptions(token)).catch(() => null);
      await navigate(landingPathAfterLogin(user?.role, returnTo), { replace: true });
      followProfileLanguage(user?.language);
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
