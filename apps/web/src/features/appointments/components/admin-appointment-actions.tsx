import type { AdminAppointment } from '@sukoon/contract/appointments';
import { Button } from '../../../components/button.tsx';
import { m } from '../../../paraglide/messages.js';
import type { CounsellorOption } from '../lib/admin-counsellor-choice.ts';
import { MoveRequestSelect } from './move-request-select.tsx';
import { RequestButtons } from './request-buttons.tsx';
import { clientAndSlot } from '../lib/decided-appointment.ts';

export interface AppointmentActionHandlers {
  onAccept: (appointment: AdminAppointment) => void;
  onReject: (appointment: AdminAppointment) => void;
  /** Cancel an accepted session (the page asks first; the client is refunded in full). */
  onCancel: (appointment: AdminAppointment) => void;
  /** The id of the request being decided, if any. */
  busyId: string | null;
  /** The counsellors a pending request can move to; none in the spec's one-calendar practice. */
  counsellors?: readonly CounsellorOption[];
  onMove?: (appointment: AdminAppointment, counsellor: CounsellorOption) => void;
}

/**
 * Accept and Reject while pending; Cancel once accepted; a retry when a rejection's refund has not
 * gone through.
 */
export function AdminAppointmentActions({
  appointment,
  onAccept,
  onReject,
  onCancel,
  busyId,
  counsellors = [],
  onMove,
}: AppointmentActionHandlers & { appointment: AdminAppointment }) {
  const isBusy = busyId === appointment._id;
  const who = clientAndSlot(appointment);
  if (appointment.status === 'pending') {
    return (
      <div className="flex flex-wrap gap-2">
        <RequestButtons
          className="flex flex-nowrap gap-2"
          who={who}
          isBusy={isBusy}
          disabled={busyId !== null}
          onAccept={() => onAccept(appointment)}
          onReject={() => onReject(appointment)}
        />
        {onMove ? (
          <MoveRequestSelect
            appointment={appointment}
            counsellors={counsellors}
            disabled={busyId !== null}
            onMove={onMove}
          />
        ) : null}
      </div>
    );
  }
  if (appointment.status === 'accepted') {
    return (
      <Button
        variant="secondary"
        onClick={() => onCancel(appointment)}
        disabled={busyId !== null}
        aria-busy={isBusy}
        aria-label={m.staff_desk_cancel_session_label({ who })}
        data-user-content
      >
        {m.staff_desk_cancel_session()}
      </Button>
    );
  }
  if (appointment.status === 'rejected' && !appointment.refunded) {
    return (
      <Button
        variant="secondary"
        onClick={() => onReject(appointment)}
        disabled={busyId !== null}
        aria-busy={isBusy}
      >
        {m.staff_appointments_retry_refund()}
      </Button>
    );
  }
  return null;
}
