import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import type { CounsellorAppointment } from '@sukoon/contract/counsellors';
import { formatAppointmentDay, formatSlotRange } from '@sukoon/contract/slots';
import { Button, buttonClasses } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useDecideRequest, type RequestDecision } from './api/decide-request.ts';
import { useDeskAppointments } from './api/get-desk-appointments.ts';
import { useMarkOutcome, type OutcomeMark } from './api/mark-outcome.ts';
import { DeskSection } from './components/desk-section.tsx';
import { DeskSessionActions } from './components/desk-session-actions.tsx';
import { DeskSessionCard } from './components/desk-session-card.tsx';
import { arrangeDesk } from './lib/desk-sections.ts';

/** `/counsellor`: the counsellor's requests and sessions, and their private notes. */
export default function CounsellorDeskPage() {
  const appointments = useDeskAppointments();
  const decide = useDecideRequest();
  const outcome = useMarkOutcome();
  const [now] = useState(() => new Date());
  const [toReject, setToReject] = useState<CounsellorAppointment | null>(null);
  const [toCancel, setToCancel] = useState<CounsellorAppointment | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  function run(decision: RequestDecision) {
    setNotice(null);
    decide.mutate(decision, {
      onSuccess: (answer) => setNotice({ kind: 'success', text: answer.message }),
      onError: (error) => setNotice({ kind: 'error', text: error.message }),
      onSettled: () => {
        setToReject(null);
        setToCancel(null);
      },
    });
  }

  function mark(mark: OutcomeMark) {
    setNotice(null);
    outcome.mutate(mark, {
      onSuccess: (answer) => setNotice({ kind: 'success', text: answer.message }),
      onError: (error) => setNotice({ kind: 'error', text: error.message }),
    });
  }

  const desk = appointments.data ? arrangeDesk(appointments.data, now) : null;
  const busyId = decide.isPending
    ? (decide.variables?.id ?? null)
    : outcome.isPending
      ? (outcome.variables?.id ?? null)
      : null;
  const sessionCard = (session: CounsellorAppointment) => (
    <DeskSessionCard
      key={session._id}
      appointment={session}
      actions={
        <DeskSessionActions
          session={session}
          now={now}
          busyId={busyId}
          onCancel={setToCancel}
          onOutcome={(item, value) => mark({ id: item._id, outcome: value })}
        />
      }
    />
  );

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageMeta title="My desk" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl text-brand-800 sm:text-4xl">My desk</h1>
          <p className="mt-2 max-w-2xl text-slate-700">
            Requests waiting for you and your sessions. Times are Indian Standard Time.
          </p>
        </div>
        <Link to="/counsellor/availability" className={buttonClasses('secondary')}>
          <CalendarDays aria-hidden="true" className="size-4" />
          My hours and time off
        </Link>
      </div>
      <div className="mt-6">
        <StatusMessage kind={notice?.kind ?? 'info'}>{notice?.text}</StatusMessage>
      </div>
      {appointments.isPending ? (
        <Loader label="Loading your sessions" />
      ) : !desk ? (
        <div className="mt-6">
          <StatusMessage kind="error">Could not load your sessions. Please try again later.</StatusMessage>
        </div>
      ) : (
        <div className="mt-8 flex flex-col gap-10">
          <DeskSection
            id="requests"
            title="Requests waiting for you"
            emptyText="No requests are waiting. New ones appear here as clients book."
            count={desk.requests.length}
          >
            {desk.requests.map((request) => {
              const who = `${request.userId.firstName}, ${formatAppointmentDay(request.date, 'short')}, ${formatSlotRange(request.slot)}`;
              return (
                <DeskSessionCard
                  key={request._id}
                  appointment={request}
                  actions={
                    <div className="flex flex-wrap gap-2">
                      <Button
                        onClick={() => run({ id: request._id, status: 'accepted' })}
                        disabled={busyId !== null}
                        aria-busy={busyId === request._id}
                        aria-label={`Accept (${who})`}
                      >
                        Accept
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => setToReject(request)}
                        disabled={busyId !== null}
                        aria-label={`Reject (${who})`}
                      >
                        Reject
                      </Button>
                    </div>
                  }
                />
              );
            })}
          </DeskSection>
          <DeskSection id="today" title="Today" emptyText="No sessions today." count={desk.today.length}>
            {desk.today.map(sessionCard)}
          </DeskSection>
          <DeskSection
            id="upcoming"
            title="Upcoming sessions"
            emptyText="No sessions booked after today yet."
            count={desk.upcoming.length}
          >
            {desk.upcoming.map(sessionCard)}
          </DeskSection>
          {desk.earlier.length > 0 ? (
            <DeskSection id="earlier" title="Earlier sessions" emptyText="" count={desk.earlier.length}>
              {desk.earlier.map(sessionCard)}
            </DeskSection>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={toReject !== null}
        title="Reject this request?"
        confirmLabel="Reject and refund"
        busyLabel="Rejecting..."
        isBusy={decide.isPending}
        onConfirm={() => toReject && run({ id: toReject._id, status: 'rejected' })}
        onCancel={() => setToReject(null)}
      >
        {toReject ? (
          <p>
            {toReject.userId.firstName} asked for {formatAppointmentDay(toReject.date)},{' '}
            {formatSlotRange(toReject.slot)} IST. They will be refunded in full and the hour becomes free
            again. This cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={toCancel !== null}
        title="Cancel this session?"
        confirmLabel="Cancel session and refund"
        busyLabel="Cancelling..."
        dismissLabel="Keep the session"
        isBusy={decide.isPending}
        onConfirm={() => toCancel && run({ id: toCancel._id, status: 'cancelled' })}
        onCancel={() => setToCancel(null)}
      >
        {toCancel ? (
          <p>
            Your session with {toCancel.userId.firstName} on {formatAppointmentDay(toCancel.date)},{' '}
            {formatSlotRange(toCancel.slot)} IST will be cancelled. They are told at once and refunded in
            full, and the hour becomes free again. This cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </main>
  );
}
