import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@sukoon/contract/auth-messages';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import type { Notice } from '../hooks/use-timed-notice.ts';
import { m } from '../../../paraglide/messages.js';

const EMPTY = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** Spec §8: the server's own words when it gives a reason, else a calm fallback. */
const changeErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : m.account_password_change_error();

export function ChangePasswordForm() {
  const [passwords, setPasswords] = useState(EMPTY);
  const [notice, setNotice] = useState<Notice | null>(null);
  const change = useChangePassword();

  const field = (name: keyof typeof EMPTY) => ({
    name,
    type: 'password',
    required: true,
    value: passwords[name],
    onChange: (event: { target: { value: string } }) =>
      setPasswords((current) => ({ ...current, [name]: event.target.value })),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (passwords.newPassword !== passwords.confirmNewPassword) {
      setNotice({ kind: 'error', text: m.account_password_mismatch() });
      return;
    }
    setNotice(null);
    change.mutate(passwords, {
      onSuccess: ({ message }) => {
        setNotice({ kind: 'success', text: message });
        setPasswords(EMPTY);
      },
      onError: (error) => setNotice({ kind: 'error', text: changeErrorMessage(error) }),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      <StatusMessage kind={notice?.kind ?? 'info'}>{notice?.text}</StatusMessage>
      <TextField
        label={m.account_password_current()}
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <TextField
        label={m.account_password_new()}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={m.account_register_password_hint({ min: PASSWORD_MIN_LENGTH })}
        {...field('newPassword')}
      />
      <TextField
        label={m.account_password_confirm()}
        autoComplete="new-password"
        {...field('confirmNewPassword')}
      />
      <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto">
        {change.isPending ? m.account_saving() : m.account_password_change()}
      </Button>
    </form>
  );
}
