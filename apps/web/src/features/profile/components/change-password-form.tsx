import { useState } from 'react';
import {
  PASSWORD_MIN_LENGTH,
  changePasswordRequest,
  type ChangePasswordRequest,
} from '@sukoon/contract/auth';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
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
  const form = useContractForm({
    schema: changePasswordRequest,
    initial: EMPTY,
    check: ({ newPassword, confirmNewPassword }) =>
      newPassword === confirmNewPassword ? {} : { confirmNewPassword: m.account_password_mismatch() },
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const change = useChangePassword();

  const field = (name: keyof typeof EMPTY) => ({ type: 'password', required: true, ...form.field(name) });

  function submit(passwords: ChangePasswordRequest) {
    setNotice(null);
    change.mutate(passwords, {
      onSuccess: ({ message }) => {
        setNotice({ kind: 'success', text: message });
        form.reset();
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) setNotice({ kind: 'error', text: changeErrorMessage(error) });
      },
    });
  }

  return (
    <ContractForm
      form={form}
      onValid={submit}
      // Spec §8: differing new passwords are said in the form's alert too, not only beside the field.
      onInvalid={(errors) => {
        if (errors.confirmNewPassword) setNotice({ kind: 'error', text: errors.confirmNewPassword });
      }}
      className="space-y-5"
    >
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
    </ContractForm>
  );
}
