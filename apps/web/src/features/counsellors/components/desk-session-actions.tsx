import type { CounsellorAppointment } from '@sukoon/contract/counsellors';
import type { SessionOutcome } from '@sukoon/contract/sessions';
import { sessionEnd, sessionStart } from '@sukoon/contract/sessions';
import { Button } from '../../../components/button.tsx';
import { m } from '../../../paraglide/messages.js';
import { appointmentDay, slotRange } from '../lib/slot-words.ts';
import { useSessionAttendance } from '../api/get-session-attendance.ts';
import { SessionAttendanceLine } from '../../../components/session-attendance-line.tsx';

/** Who came into the room; the "did not attend" choice says so when the client never joined. */
function DeskAttendance({ sessionId }: { sessionId: string }) {
  const attendance = useSessionAttendance(sessionId);
  if (!attendance.data) return null;
  return (
    <div className="flex flex-col gap-1">
      <SessionAttendanceLine attendance={attendance.data} />
      {attendance.data.clientJoined ? null : (
        <p className="text-sm font-medium text-slate-800">{m.staff_attendance_client_never_joined()}</p>
      )}
    </div>
  );
}

// Message functions, called at render: the catalogue answers in the page's language.
const OUTCOME_WORDS: Record<SessionOutcome, () => string> = {
  completed: m.staff_desk_marked_completed,
  no_show: m.staff_desk_marked_no_show,
};

// Buttons whose screen-reader name carries the client's name are marked data-user-content: the
// language journey cannot tell a name inside an aria-label from the page's own words.

/**
 * An accepted session's actions on the desk: before its start it can be cancelled (the page asks
 * first; after the start only an admin can refund it, decision 019); after its end, it is marked
 * completed or not attended (marking again corrects a slip).
 */
export function DeskSessionActions({
  session,
  now,
  busyId,
  onCancel,
  onOutcome,
}: {
  session: CounsellorAppointment;
  now: Date;
  busyId: string | null;
  onCancel: (session: CounsellorAppointment) => void;
  onOutcome: (session: CounsellorAppointment, outcome: SessionOutcome) => void;
}) {
  const who = `${session.userId.firstName}, ${appointmentDay(session.date, 'short')}, ${slotRange(session.slot)}`;
  if (now < sessionStart(session.date, session.slot)) {
    return (
      <Button
        variant="ghost"
        className="-ml-3"
        onClick={() => onCancel(session)}
        disabled={busyId !== null}
        aria-label={m.staff_desk_cancel_session_label({ who })}
        data-user-content
      >
        {m.staff_desk_cancel_session()}
      </Button>
    );
  }
  if (now < sessionEnd(session.date, session.slot)) return null;
  const isBusy = busyId === session._id;
  return (
    <div className="flex flex-col gap-2">
      <DeskAttendance sessionId={session._id} />
      <p className="text-sm text-slate-700" aria-live="polite">
        {session.outcome ? OUTCOME_WORDS[session.outcome]() : m.staff_desk_how_did_it_go()}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={session.outcome === 'completed' ? 'primary' : 'secondary'}
          aria-pressed={session.outcome === 'completed'}
          onClick={() => onOutcome(session, 'completed')}
          disabled={busyId !== null}
          aria-busy={isBusy}
          aria-label={m.staff_desk_mark_completed_label({ who })}
          data-user-content
        >
          {m.staff_desk_mark_completed()}
        </Button>
        <Button
          variant={session.outcome === 'no_show' ? 'primary' : 'secondary'}
          aria-pressed={session.outcome === 'no_show'}
          onClick={() => onOutcome(session, 'no_show')}
          disabled={busyId !== null}
          aria-label={m.staff_desk_no_show_label({ who })}
          data-user-content
        >
          {m.staff_desk_no_show()}
        </Button>
      </div>
    </div>
  );
}
