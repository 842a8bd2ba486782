import { Link } from 'react-router';
import { formatAppointmentDay, formatSlotRange } from '@sukoon/contract/slots';
import { formatPaise } from '@sukoon/contract/fees';
import type { SessionOnErasure } from '@sukoon/contract/data-rights';

/** What deleting the account does to each booked session, as the server says. */
export function SessionsOnErasure({ sessions }: { sessions: SessionOnErasure[] }) {
  return (
    <div className="space-y-3">
      <p>Deleting your account cancels these sessions:</p>
      <ul className="space-y-2">
        {sessions.map((session) => (
          <li key={session._id} className="rounded-xl bg-sand-50 p-3 ring-1 ring-sand-200">
            <p className="font-medium">
              {formatAppointmentDay(session.date)}, {formatSlotRange(session.slot)} IST
            </p>
            <p className="text-sm text-slate-700">
              {session.refundPaise > 0
                ? `Not yet confirmed: refunded in full (${formatPaise(session.refundPaise)}) to how you paid, within 7 days.`
                : 'Confirmed: no refund, as our refund policy says for a confirmed session.'}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        See the{' '}
        <Link to="/refund-cancellation" className="font-semibold text-brand-800 underline">
          refund and cancellation policy
        </Link>
        .
      </p>
    </div>
  );
}
