import { CalendarClock } from 'lucide-react';
import { formatDateTime, formatSlotWhen } from '../../../lib/dates.ts';
import type { SessionsCopy } from '../lib/sessions-copy.ts';
import { m } from '../../../paraglide/messages.js';

const ROOM_LINK =
  'font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';

/** The upcoming sessions this phone kept: when, with whom, and the room's link for when the network is back. */
export function SavedSessions({ copy }: { copy: SessionsCopy }) {
  if (copy.sessions.length === 0)
    return <p className="mt-3 text-slate-700">{m.public_offline_sessions_none()}</p>;
  return (
    <>
      <ul className="mt-4 space-y-3">
        {copy.sessions.map((session) => (
          <li
            key={`${session.date}T${session.slot}`}
            className="flex gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm"
          >
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div className="min-w-0">
              <p className="font-semibold text-ink">{formatSlotWhen(session.date, session.slot)}</p>
              {session.counsellorFirstName && (
                <p className="text-slate-700">
                  {m.public_offline_session_with({ name: session.counsellorFirstName })}
                </p>
              )}
              {session.roomLink && (
                <a href={session.roomLink} className={`mt-1 inline-block ${ROOM_LINK}`}>
                  {m.public_offline_session_join()}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">
        {m.public_offline_sessions_saved({ time: formatDateTime(copy.savedAt) })}
      </p>
    </>
  );
}
