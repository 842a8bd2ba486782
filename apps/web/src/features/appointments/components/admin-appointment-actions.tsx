import type { AdminAppointment } from '@sukoon/contract/appointments';
import { formatAppointmentDay, formatSlotRange } from '@sukoon/contract/slots';
import { Button } from '../../../components/button.tsx';

export interface AppointmentActionHandlers {
  onAccept: (appointment: AdminAppointment) => void;
  onReject: (appointment: AdminAppointment) => void;
  /** The id of the request being decided, if any. */
  busyId: string | null;
}

/** Accept and Reject while pending; a retry when a rejection's refund has not gone through. */
export function AdminAppointmentActions({
  appointment,
  onAccept,
  onReject,
  busyId,
}: AppointmentActionHandlers & { appointment: AdminAppointment }) {
  const isBusy = busyId === appointment._id;
  const who = `${appointment.userId.firstName}, ${formatAppointmentDay(appointment.date, 'short')}, ${formatSlotRange(appointment.slot)}`;
  if (appointment.status === 'pending') {
    return (
      <div className="flex flex-nowrap gap-2">
        <Button
          onClick={() => onAccept(appointment)}
          disabled={busyId !== null}
          aria-busy={isBusy}
          aria-label={`Accept (${who})`}
        >
          Accept
        </Button>
        <Button
          variant="secondary"
          onClick={() => onReject(appointment)}
          disabled={busyId !== null}
          aria-label={`Reject (${who})`}
        >
          Reject
        </Button>
      </div>
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
        Retry refund
      </Button>
    );
  }
  return null;
}
