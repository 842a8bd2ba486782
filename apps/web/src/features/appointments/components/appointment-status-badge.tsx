import type { ClientAppointmentStatus } from '@sukoon/contract/appointments';
import { m } from '../../../paraglide/messages.js';

const WORDS: Record<ClientAppointmentStatus, () => string> = {
  pending: m.booking_status_pending,
  accepted: m.booking_status_accepted,
  rejected: m.booking_status_rejected,
  refunded: m.booking_status_refunded,
  cancelled: m.booking_status_cancelled,
};

const STYLES: Record<ClientAppointmentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  refunded: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-slate-200 text-slate-800',
};

/**
 * The status word itself, on a calm colour (the word carries the meaning, not the colour). An
 * accepted session whose hour has passed reads "ended": it is no longer something to wait for.
 */
export function AppointmentStatusBadge({
  status,
  ended = false,
}: {
  status: ClientAppointmentStatus;
  /** Whether the session's hour is over (the page's clock). */
  ended?: boolean;
}) {
  const isEnded = ended && status === 'accepted';
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold capitalize ${isEnded ? STYLES.cancelled : STYLES[status]}`}
    >
      {isEnded ? m.booking_status_ended() : WORDS[status]()}
    </span>
  );
}
