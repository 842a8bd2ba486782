import { Link } from 'react-router';
import { formatSlotHour } from '@sukoon/contract/slots';
import { formatPaise } from '@sukoon/contract/fees';
import type { SessionOnErasure } from '@sukoon/contract/data-rights';
import { formatDate } from '../../../lib/dates.ts';
import { messageParts } from '../../../lib/message-parts.tsx';
import { m } from '../../../paraglide/messages.js';

/** What deleting the account does to each booked session, as the server says. */
export function SessionsOnErasure({ sessions }: { sessions: SessionOnErasure[] }) {
  return (
    <div className="space-y-3">
      <p>{m.account_delete_sessions_intro()}</p>
      <ul className="space-y-2">
        {sessions.map((session) => (
          <li key={session._id} className="rounded-xl bg-sand-50 p-3 ring-1 ring-sand-200">
            <p className="font-medium">
              {m.account_delete_session_when({
                day: formatDate(session.date, { weekday: 'long' }),
                from: formatSlotHour(session.slot),
                to: formatSlotHour(session.slot + 1),
              })}
            </p>
            <p className="text-sm text-slate-700">
              {session.refundPaise > 0
                ? m.account_delete_session_refund({ amount: formatPaise(session.refundPaise) })
                : m.account_delete_session_no_refund()}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        {messageParts(m.account_delete_policy, {
          policy: (
            <Link to="/refund-cancellation" className="font-semibold text-brand-800 underline">
              {m.account_delete_policy_link()}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
