import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDown, HeartHandshake, Video } from 'lucide-react';
import type { CounsellorAppointment } from '@sukoon/contract/counsellors';
import { JOIN_OPENS_MINUTES, isJoinOpen, sessionEnd } from '@sukoon/contract/sessions';
import { buttonClasses } from '../../../components/button.tsx';
import { MessageWithUserContent } from '../../../components/message-with-user-content.tsx';
import { sessionRoomPathOf } from '../../../lib/session-room-link.ts';
import { useNow } from '../../../lib/use-now.ts';
import { m } from '../../../paraglide/messages.js';
import { SessionNotes } from './session-notes.tsx';
import { IntakeSummary } from './intake-summary.tsx';
import { formatSlotWhen } from '../../../lib/dates.ts';

const toggleClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';

/** A button that opens a panel below it, read only once opened. */
function Disclosure({
  label,
  srLabel,
  children,
}: {
  label: string;
  srLabel: string;
  children: () => ReactNode;
}) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
        className={toggleClasses}
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
        {label}
        <span className="sr-only"> {srLabel}</span>
      </button>
      <div id={panelId} hidden={!isOpen} className="mt-2">
        {isOpen ? children() : null}
      </div>
    </div>
  );
}

/** One session or request on the desk: when, with whom, why; the join link and private notes. */
export function DeskSessionCard({
  appointment,
  actions,
}: {
  appointment: CounsellorAppointment;
  actions?: ReactNode;
}) {
  const now = useNow();
  const roomPath = sessionRoomPathOf(appointment.meetingLink);
  const when = formatSlotWhen(appointment.date, appointment.slot);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-brand-900">{when} IST</h3>
          <p className="text-sm text-slate-700">
            <MessageWithUserContent
              message={(name) => m.staff_desk_with({ name })}
              content={appointment.userId.firstName}
            />
          </p>
        </div>
        {roomPath && isJoinOpen(appointment, now) ? (
          <Link to={roomPath} className={buttonClasses('secondary')}>
            <Video aria-hidden="true" className="size-4" />
            {m.staff_desk_join()}
          </Link>
        ) : appointment.meetingLink && isJoinOpen(appointment, now) ? (
          <a
            href={appointment.meetingLink}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary')}
          >
            <Video aria-hidden="true" className="size-4" />
            {m.staff_desk_join()}
            <span className="sr-only"> {m.staff_new_tab()}</span>
          </a>
        ) : null}
      </div>
      {appointment.meetingLink &&
      !isJoinOpen(appointment, now) &&
      now < sessionEnd(appointment.date, appointment.slot) ? (
        <p className="mt-2 text-sm text-slate-600">
          {m.staff_desk_join_later({ minutes: JOIN_OPENS_MINUTES })}
        </p>
      ) : null}
      {appointment.intake?.selfHarmFlag ? (
        <p className="mt-3 flex gap-2 rounded-lg bg-sand-100 px-3 py-2 text-sm text-slate-800">
          <HeartHandshake aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
          <span>
            <strong className="font-semibold">{m.staff_desk_safety_first()}</strong>{' '}
            {m.staff_desk_safety_reason()}
          </span>
        </p>
      ) : null}
      <p data-user-content className="mt-3 text-sm break-words whitespace-pre-line text-slate-800">
        {appointment.reason}
      </p>
      {actions ? <div className="mt-4">{actions}</div> : null}
      {appointment.intake ? (
        <Disclosure label={m.staff_desk_intake()} srLabel={m.staff_desk_for({ when })}>
          {() => <IntakeSummary appointmentId={appointment._id} />}
        </Disclosure>
      ) : null}
      {appointment.status === 'accepted' ? (
        <Disclosure label={m.staff_desk_notes()} srLabel={m.staff_desk_for({ when })}>
          {() => <SessionNotes appointmentId={appointment._id} label={m.staff_desk_notes_on({ when })} />}
        </Disclosure>
      ) : null}
    </li>
  );
}
