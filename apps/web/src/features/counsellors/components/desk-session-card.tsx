import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, Video } from 'lucide-react';
import type { CounsellorAppointment } from '@sukoon/contract/counsellors';
import { formatAppointmentDay, formatSlotRange } from '@sukoon/contract/slots';
import { buttonClasses } from '../../../components/button.tsx';
import { SessionNotes } from './session-notes.tsx';

/** One session or request on the desk: when, with whom, why; the join link and private notes. */
export function DeskSessionCard({
  appointment,
  actions,
}: {
  appointment: CounsellorAppointment;
  actions?: ReactNode;
}) {
  const [isNotesOpen, setNotesOpen] = useState(false);
  const notesId = useId();
  const when = `${formatAppointmentDay(appointment.date, 'short')}, ${formatSlotRange(appointment.slot)}`;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-brand-900">{when} IST</h3>
          <p className="text-sm text-slate-700">with {appointment.userId.firstName}</p>
        </div>
        {appointment.meetingLink ? (
          <a
            href={appointment.meetingLink}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary')}
          >
            <Video aria-hidden="true" className="size-4" />
            Join the session<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-800">{appointment.reason}</p>
      {actions ? <div className="mt-4">{actions}</div> : null}
      {appointment.status === 'accepted' ? (
        <div className="mt-4 border-t border-slate-200 pt-3">
          <button
            type="button"
            aria-expanded={isNotesOpen}
            aria-controls={notesId}
            onClick={() => setNotesOpen(!isNotesOpen)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform ${isNotesOpen ? 'rotate-180' : ''}`}
            />
            Private notes<span className="sr-only"> for {when}</span>
          </button>
          <div id={notesId} hidden={!isNotesOpen} className="mt-2">
            {isNotesOpen ? <SessionNotes appointmentId={appointment._id} label={`Notes on ${when}`} /> : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}
