import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { setToken } from '../../../lib/auth-token.ts';
import { useLogin } from '../api/login.ts';
import { userDetailsQueryOptions } from '../api/get-user-details.ts';
import { loginErrorMessage } from '../error-messages.ts';

/** E-mail or mobile and password; admins land on the admin panel, everyone else on the home page. */
export function LoginForm({ initialId = '' }: { initialId?: string }) {
  const [emailorphone, setEmailorphone] = useState(initialId);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const login = useLogin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setIsBusy(true);
    try {
      const { token } = await login.mutateAsync({ emailorphone: emailorphone.trim(), password });
      setToken(token);
      const user = await queryClient.fetchQuery(userDetailsQueryOptions(token)).catch(() => null);
      await navigate(user?.role === 'admin' ? '/adminpanel' : '/', { replace: true });
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setEmailorphone('');
      setPassword('');
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void signIn(event)} className="space-y-4">
      <StatusMessage kind="error">{error}</StatusMessage>
      <TextField
        label="Email or mobile number"
        name="emailorphone"
        autoComplete="username"
        required
        maxLength={100}
        value={emailorphone}
        onChange={(event) => setEmailorphone(event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={isBusy} className="w-full">
        {isBusy ? 'Loading...' : 'Login'}
      </Button>
    </form>
  );
}
