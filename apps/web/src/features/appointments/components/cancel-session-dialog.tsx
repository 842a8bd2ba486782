import { useId, useState } from 'react';
import { REFUND_REASON_MAX_LENGTH } from '@sukoon/contract/appointments';
import { sessionStart } from '@sukoon/contract/sessions';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { INPUT_CLASSES } from '../../../components/form-field.tsx';
import { m } from '../../../paraglide/messages.js';
import type { DecidedAppointment } from '../lib/decided-appointment.ts';
import { SlotSentence } from './slot-sentence.tsx';

/**
 * "Cancel this session?": before the start as the spec has it; once the session has started (or
 * taken place), an admin's refund needs a reason, which the audit trail keeps (decision 019).
 */
export function CancelSessionDialog<T extends DecidedAppointment>({
  session,
  message,
  canRefundStarted,
  isBusy,
  onConfirm,
  onCancel,
}: {
  session: T | null;
  message: (words: { name: string; day: string; time: string }) => string;
  /** An admin's dialog: asks for a reason once the session has started. */
  canRefundStarted: boolean;
  isBusy: boolean;
  onConfirm: (session: T, reason?: string) => void;
  onCancel: () => void;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hasStarted =
    canRefundStarted && session !== null && sessionStart(session.date, session.slot) <= new Date();
  const close = () => {
    setReason('');
    setError(null);
    onCancel();
  };
  const confirm = () => {
    if (!session) return;
    if (!hasStarted) return onConfirm(session);
    if (reason.trim() === '') return setError(m.staff_appointments_refund_reason_needed());
    onConfirm(session, reason.trim());
  };
  return (
    <ConfirmDialog
      open={session !== null}
      title={m.staff_desk_cancel_title()}
      confirmLabel={m.staff_desk_cancel_confirm()}
      busyLabel={m.staff_desk_cancelling()}
      dismissLabel={m.staff_desk_keep()}
      isBusy={isBusy}
      error={error}
      onConfirm={confirm}
      onCancel={close}
    >
      {session ? (
        <>
          <SlotSentence message={message} appointment={session} />
          {hasStarted ? (
            <div className="mt-4">
              <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
                {m.staff_appointments_refund_reason_label()}
              </label>
              <textarea
                id={reasonId}
                className={INPUT_CLASSES}
                rows={3}
                required
                maxLength={REFUND_REASON_MAX_LENGTH}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
