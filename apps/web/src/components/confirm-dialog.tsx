import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { StatusMessage } from './status-message.tsx';
import { m } from '../paraglide/messages.js';

/** "Are you sure?" in a dialog, for actions that cannot be undone (never window.confirm). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  dismissLabel,
  isBusy = false,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  /** The way out, when 'Cancel' would read like the action itself ('Keep the session'). */
  dismissLabel?: string;
  isBusy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <div className="flex flex-col gap-4">
        <div className="text-slate-800">{children}</div>
        <StatusMessage kind="error">{error}</StatusMessage>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            {dismissLabel ?? m.common_cancel()}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? (busyLabel ?? m.common_working()) : confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
