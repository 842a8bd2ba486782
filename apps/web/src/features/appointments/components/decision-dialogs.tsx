import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { m } from '../../../paraglide/messages.js';
import type { Decisions } from '../hooks/use-decisions.ts';
import type { DecidedAppointment } from '../lib/decided-appointment.ts';
import { CancelSessionDialog } from './cancel-session-dialog.tsx';
import { SlotSentence } from './slot-sentence.tsx';

// The admin's texts name the refund; the counsellor's speak of "your session".
const TEXTS = {
  admin: { reject: m.staff_appointments_reject_text, cancel: m.staff_appointments_cancel_text },
  counsellor: { reject: m.staff_desk_reject_text, cancel: m.staff_desk_cancel_text },
};

/**
 * "Reject this request?" and "Cancel this session?", for the admin's appointment list and the
 * counsellor's desk. Only an admin can refund a session that has started, with a reason
 * (decision 019); the desk offers Cancel only before the start.
 */
export function DecisionDialogs<T extends DecidedAppointment>({
  audience,
  decisions,
}: {
  audience: 'admin' | 'counsellor';
  decisions: Decisions<T>;
}) {
  const { toReject, toCancel } = decisions;
  return (
    <>
      <ConfirmDialog
        open={toReject !== null}
        title={m.staff_desk_reject_title()}
        confirmLabel={m.staff_desk_reject_confirm()}
        busyLabel={m.staff_desk_rejecting()}
        dismissLabel={m.staff_desk_dismiss()}
        isBusy={decisions.isBusy}
        onConfirm={() => toReject && decisions.decide({ id: toReject._id, status: 'rejected' })}
        onCancel={() => decisions.askReject(null)}
      >
        {toReject ? <SlotSentence message={TEXTS[audience].reject} appointment={toReject} /> : null}
      </ConfirmDialog>
      <CancelSessionDialog
        key={toCancel?._id ?? 'none'}
        session={toCancel}
        message={TEXTS[audience].cancel}
        canRefundStarted={audience === 'admin'}
        isBusy={decisions.isBusy}
        onConfirm={(session, reason) =>
          decisions.decide({ id: session._id, status: 'cancelled', ...(reason ? { reason } : {}) })
        }
        onCancel={() => decisions.askCancel(null)}
      />
    </>
  );
}
