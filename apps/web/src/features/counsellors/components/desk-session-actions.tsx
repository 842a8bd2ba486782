import type { CounsellorAppointment } from '@sukoon/contract/counsellors';
import type { SessionOutcome } from '@sukoon/contract/sessions';
import { sessionEnd } from '@sukoon/contract/sessions';
import { formatAppointmentDay, formatSlotRange } from '@sukoon/contract/slots';
import { Button } from '../../../components/button.tsx';

const OUTCOME_WORDS: Record<SessionOutcome, string> = {
  completed: 'Marked completed.',
  no_show: 'Marked: the client did not attend.',
};

/**
 * An accepted session's actions on the desk: before its end it can be cancelled (the page asks
 * first); after it, it is marked completed or not attended (marking again corrects a slip).
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
  const who = `${session.userId.firstName}, ${formatAppointmentDay(session.date, 'short')}, ${formatSlotRange(session.slot)}`;
  if (now < sessionEnd(session.date, session.slot)) {
    return (
      <Button
        variant="ghost"
        className="-ml-3"
        onClick={() => onCancel(session)}
        disabled={busyId !== null}
        aria-label={`Cancel session (${who})`}
      >
        Cancel session
      </Button>
    );
  }
  const isBusy = busyId === session._id;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700" aria-live="polite">
        {session.outcome ? OUTCOME_WORDS[session.outcome] : 'This session has ended. How did it go?'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={session.outcome === 'completed' ? 'primary' : 'secondary'}
          aria-pressed={session.outcome === 'completed'}
          onClick={() => onOutcome(session, 'completed')}
          disabled={busyId !== null}
          aria-busy={isBusy}
          aria-label={`Mark completed (${who})`}
        >
          Mark completed
        </Button>
        <Button
          variant={session.outcome === 'no_show' ? 'primary' : 'secondary'}
          aria-pressed={session.outcome === 'no_show'}
          onClick={() => onOutcome(session, 'no_show')}
          disabled={busyId !== null}
          aria-label={`Client did not attend (${who})`}
        >
          Client did not attend
        </Button>
      </div>
    </div>
  );
}
