import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  accountDeleteBody,
  accountDeleteConfirmation,
  type SessionOnErasure,
} from '@sukoon/contract/data-rights';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/auth-token.ts';
import { fieldErrorsOf, splitFieldMessage, type FieldErrors } from '../../../lib/field-errors.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { SessionsOnErasure } from './sessions-on-erasure.tsx';

const FAILED = 'We could not delete your account just now. Please try again.';

/** "Delete my account": the password, one confirmation, and a second one when sessions are booked. */
export function DeleteAccountSection() {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const [sessions, setSessions] = useState<SessionOnErasure[] | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const erase = useDeleteAccount();
  const navigate = useNavigate();

  function askToConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = accountDeleteBody.safeParse({ password });
    if (!checked.success) return setErrors(fieldErrorsOf(checked.error.issues));
    setErrors({});
    setSessions(null);
    setDialogError(null);
    setIsConfirming(true);
  }

  function close() {
    setIsConfirming(false);
    setSessions(null);
  }

  // The login page forgets the token the server just ended (refusedToken): signed out here, the
  // account pages' guard would send the visitor home before the login page and its notice showed.
  function leaveSignedOut(message: string) {
    const state = { notice: { kind: 'success', text: message }, refusedToken: getToken() };
    void navigate('/login', { replace: true, state });
  }

  function eraseAccount() {
    setDialogError(null);
    erase.mutate(sessions ? { password, confirmCancellation: true } : { password }, {
      onSuccess: ({ message }) => leaveSignedOut(message),
      onError: (error) => {
        const confirmation =
          error instanceof ApiError && error.status === 409
            ? accountDeleteConfirmation.safeParse(error.body)
            : undefined;
        if (confirmation?.success) return setSessions(confirmation.data.sessions);
        const { field, text } = splitFieldMessage(error.message);
        if (field === 'password') {
          close();
          return setErrors({ password: text });
        }
        setDialogError(
          error instanceof ApiError && error.status < 500 && error.status > 0 ? error.message : FAILED,
        );
      },
    });
  }

  return (
    <section aria-labelledby="delete-account-title" className="space-y-3">
      <h2 id="delete-account-title" className="text-lg font-semibold text-red-800">
        Delete my account
      </h2>
      <p className="text-sm text-slate-700">
        Your profile, what you wrote when booking, your notifications, ratings and certificates are erased and
        you will not be able to log in again. Payment records the tax law requires us to keep stay, without
        your name or contact details. This cannot be undone.
      </p>
      <form onSubmit={askToConfirm} noValidate className="space-y-4 sm:max-w-sm">
        <TextField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="danger">
          Delete my account
        </Button>
      </form>
      <ConfirmDialog
        open={isConfirming}
        title={sessions ? 'Your upcoming sessions' : 'Delete your account?'}
        confirmLabel={sessions ? 'Cancel them and delete my account' : 'Delete my account'}
        busyLabel="Deleting…"
        isBusy={erase.isPending}
        error={dialogError}
        onConfirm={eraseAccount}
        onCancel={close}
      >
        {sessions ? (
          <SessionsOnErasure sessions={sessions} />
        ) : (
          <p>Your account and the personal data in it will be erased for good. You will be signed out.</p>
        )}
      </ConfirmDialog>
    </section>
  );
}
