import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  accountDeleteBody,
  accountDeleteConfirmation,
  type SessionOnErasure,
} from '@sukoon/contract/data-rights';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { TextField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/auth-token.ts';
import { m } from '../../../paraglide/messages.js';
import { useDeleteAccount } from '../api/delete-account.ts';
import { SessionsOnErasure } from './sessions-on-erasure.tsx';

/** "Delete my account": the password, one confirmation, and a second one when sessions are booked. */
export function DeleteAccountSection() {
  const form = useContractForm({ schema: accountDeleteBody, initial: { password: '' } });
  const [isConfirming, setIsConfirming] = useState(false);
  const [sessions, setSessions] = useState<SessionOnErasure[] | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const erase = useDeleteAccount();
  const navigate = useNavigate();

  function askToConfirm() {
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
    const { password } = form.values;
    erase.mutate(sessions ? { password, confirmCancellation: true } : { password }, {
      // The server's words are English; its one success message is said here in the page's language.
      onSuccess: () => leaveSignedOut(m.account_delete_done()),
      onError: (error) => {
        const confirmation =
          error instanceof ApiError && error.status === 409
            ? accountDeleteConfirmation.safeParse(error.body)
            : undefined;
        if (confirmation?.success) return setSessions(confirmation.data.sessions);
        if (form.showServerErrors(error)) return close();
        setDialogError(
          error instanceof ApiError && error.status < 500 && error.status > 0
            ? error.message
            : m.account_delete_failed(),
        );
      },
    });
  }

  return (
    <section aria-labelledby="delete-account-title" className="space-y-3">
      <h2 id="delete-account-title" className="text-lg font-semibold text-red-800">
        {m.account_delete_title()}
      </h2>
      <p className="text-sm text-slate-700">{m.account_delete_intro()}</p>
      <ContractForm form={form} onValid={askToConfirm} noValidate className="space-y-4 sm:max-w-sm">
        <TextField
          label={m.account_delete_password()}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <Button type="submit" variant="danger">
          {m.account_delete_title()}
        </Button>
      </ContractForm>
      <ConfirmDialog
        open={isConfirming}
        title={sessions ? m.account_delete_sessions_title() : m.account_delete_confirm_title()}
        confirmLabel={sessions ? m.account_delete_sessions_confirm() : m.account_delete_title()}
        busyLabel={m.account_delete_busy()}
        isBusy={erase.isPending}
        error={dialogError}
        onConfirm={eraseAccount}
        onCancel={close}
      >
        {sessions ? <SessionsOnErasure sessions={sessions} /> : <p>{m.account_delete_confirm_text()}</p>}
      </ConfirmDialog>
    </section>
  );
}
