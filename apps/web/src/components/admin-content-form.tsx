import type { ReactNode } from 'react';
import { m } from '../paraglide/messages.js';
import type { AdminContentFormProps } from './admin-content-screen.tsx';
import { Button } from './button.tsx';
import { ContractForm } from './form/contract-form.tsx';
import type { ContractForm as ContractFormState } from './form/use-contract-form.ts';
import { StatusMessage } from './status-message.tsx';

/**
 * The frame of an admin content form (blog, course, webinar): the contract's check before the
 * round trip, the server's field errors beside their inputs after it, and Cancel and Save.
 */
export function AdminContentForm<T, V, Out extends Input, Input>({
  form,
  screen,
  addLabel,
  children,
}: {
  form: ContractFormState<V, Out>;
  /** What the screen handed the form. */
  screen: AdminContentFormProps<T, Input>;
  /** The save button's words for a new item: 'Add course'. */
  addLabel: string;
  children: ReactNode;
}) {
  const { item, isSaving, error, onSubmit, onCancel } = screen;
  const hasFieldErrors = Object.keys(form.errors).length > 0;
  return (
    <ContractForm
      form={form}
      onValid={(data) => onSubmit(data, (failure) => form.showServerErrors(failure))}
      className="flex flex-col gap-4"
    >
      {children}
      <StatusMessage kind="error">{hasFieldErrors ? m.staff_counsellors_correct() : error}</StatusMessage>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {m.staff_desk_dismiss()}
        </Button>
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? m.staff_saving() : item ? m.staff_save_changes() : addLabel}
        </Button>
      </div>
    </ContractForm>
  );
}
