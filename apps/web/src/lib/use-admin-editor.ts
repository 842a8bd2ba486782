import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { m } from '../paraglide/messages.js';
import { useTimedMessage } from './use-timed-message.ts';

export interface AdminEditorOptions<T, Input extends UpdateInput, UpdateInput> {
  create: UseMutationResult<T, Error, Input>;
  /** Updates may take fewer fields than creates; the form always sends them all. */
  update: UseMutationResult<T, Error, { id: string; input: UpdateInput }>;
  remove: UseMutationResult<{ message: string }, Error, string>;
  nameOf: (item: T) => string;
  /** Shown after a delete when the server sends no message. */
  deletedText: string;
  noticeMs: number;
  /** Set: a failed delete closes the dialog and shows this. Unset: the dialog stays open with the error. */
  deleteErrorText?: string;
}

/** The add / edit-in-a-modal / delete-with-confirmation flow every admin list page shares. */
export function useAdminEditor<T extends { _id: string }, Input extends UpdateInput, UpdateInput>(
  options: AdminEditorOptions<T, Input, UpdateInput>,
) {
  const { create, update, remove } = options;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [notice, showNotice] = useTimedMessage(options.noticeMs);
  const save = editing === 'new' ? create : update;

  const openForm = (target: T | 'new') => {
    create.reset();
    update.reset();
    setEditing(target);
  };
  /** `onError` lets the form put the server's field errors beside its inputs. */
  const submit = (input: Input, onError?: (error: Error) => void) => {
    const done = (item: T) => {
      setEditing(null);
      showNotice({ kind: 'success', text: m.staff_saved_named({ name: options.nameOf(item) }) });
    };
    if (editing === 'new') create.mutate(input, { onSuccess: done, onError });
    else if (editing) update.mutate({ id: editing._id, input }, { onSuccess: done, onError });
  };
  const openDelete = (item: T) => {
    remove.reset();
    setDeleting(item);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const { deleteErrorText } = options;
    remove.mutate(deleting._id, {
      onSuccess: (answer) => {
        setDeleting(null);
        showNotice({ kind: 'success', text: answer.message || options.deletedText });
      },
      onError: deleteErrorText
        ? () => {
            setDeleting(null);
            showNotice({ kind: 'error', text: deleteErrorText });
          }
        : undefined,
    });
  };

  return {
    editing,
    deleting,
    notice,
    isSaving: save.isPending,
    saveError: save.error?.message ?? null,
    isDeleting: remove.isPending,
    deleteError: options.deleteErrorText ? undefined : remove.error?.message,
    openForm,
    closeForm: () => setEditing(null),
    submit,
    openDelete,
    closeDelete: () => setDeleting(null),
    confirmDelete,
  };
}
