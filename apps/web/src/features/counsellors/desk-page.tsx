import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import type { CounsellorAppointment } from '@sukoon/contract/counsellors';
import { Button, buttonClasses } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { MessageWithUserContent } from '../../components/message-with-user-content.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { m } from '../../paraglide/messages.js';
import { useDecideRequest, type RequestDecision } from './api/decide-request.ts';
import { useDeskAppointments } from './api/get-desk-appointments.ts';
import { useMarkOutcome, type OutcomeMark } from './api/mark-outcome.ts';
import { DeskSection } from './components/desk-section.tsx';
import { DeskSessionActions } from './components/desk-session-actions.tsx';
import { DeskSessionCard } from './components/desk-session-card.tsx';
import { arrangeDesk } from './lib/desk-sections.ts';
import { appointmentDay, slotRange } from './lib/slot-words.ts';

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
      <PageMeta title={m.staff_desk_title()} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl text-brand-800 sm:text-4xl">{m.staff_desk_title()}</h1>
          <p className="mt-2 max-w-2xl text-slate-700">{m.staff_desk_intro()}</p>
        </div>
        <Link to="/counsellor/availability" className={buttonClasses('secondary')}>
          <CalendarDays aria-hidden="true" className="size-4" />
          {m.staff_desk_hours_link()}
        </Link>
      </div>
      <div className="mt-6">
        <StatusMessage kind={notice?.kind ?? 'info'}>{notice?.text}</StatusMessage>
      </div>
      {appointments.isPending ? (
        <Loader label={m.staff_desk_loading()} />
      ) : !desk ? (
        <div className="mt-6">
          <StatusMessage kind="error">{m.staff_desk_load_failed()}</StatusMessage>
        </div>
      ) : (
        <div className="mt-8 flex flex-col gap-10">
          <DeskSection
            id="requests"
            title={m.staff_desk_requests_title()}
            emptyText={m.staff_desk_requests_empty()}
            count={desk.requests.length}
          >
            {desk.requests.map((request) => {
              const who = `${request.userId.firstName}, ${appointmentDay(request.date, 'short')}, ${slotRange(request.slot)}`;
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
                        aria-label={m.staff_desk_accept_label({ who })}
                        data-user-content
                      >
                        {m.staff_desk_accept()}
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => setToReject(request)}
                        disabled={busyId !== null}
                        aria-label={m.staff_desk_reject_label({ who })}
                        data-user-content
                      >
                        {m.staff_desk_reject()}
                      </Button>
                    </div>
                  }
                />
              );
            })}
          </DeskSection>
          <DeskSection
            id="today"
            title={m.staff_desk_today_title()}
            emptyText={m.staff_desk_today_empty()}
            count={desk.today.length}
          >
            {desk.today.map(sessionCard)}
          </DeskSection>
          <DeskSection
            id="upcoming"
            title={m.staff_desk_upcoming_title()}
            emptyText={m.staff_desk_upcoming_empty()}
            count={desk.upcoming.length}
          >
            {desk.upcoming.map(sessionCard)}
          </DeskSection>
          {desk.earlier.length > 0 ? (
            <DeskSection
              id="earlier"
              title={m.staff_desk_earlier_title()}
              emptyText=""
              count={desk.earlier.length}
            >
              {desk.earlier.map(sessionCard)}
            </DeskSection>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={toReject !== null}
        title={m.staff_desk_reject_title()}
        confirmLabel={m.staff_desk_reject_confirm()}
        busyLabel={m.staff_desk_rejecting()}
        dismissLabel={m.staff_desk_dismiss()}
        isBusy={decide.isPending}
        onConfirm={() => toReject && run({ id: toReject._id, status: 'rejected' })}
        onCancel={() => setToReject(null)}
      >
        {toReject ? (
          <p>
            <MessageWithUserContent
              message={(name) =>
                m.staff_desk_reject_text({
                  name,
                  day: appointmentDay(toReject.date),
                  time: slotRange(toReject.slot),
                })
              }
              content={toReject.userId.firstName}
            />
          </p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={toCancel !== null}
        title={m.staff_desk_cancel_title()}
        confirmLabel={m.staff_desk_cancel_confirm()}
        busyLabel={m.staff_desk_cancelling()}
        dismissLabel={m.staff_desk_keep()}
        isBusy={decide.isPending}
        onConfirm={() => toCancel && run({ id: toCancel._id, status: 'cancelled' })}
        onCancel={() => setToCancel(null)}
      >
        {toCancel ? (
          <p>
            <MessageWithUserContent
              message={(name) =>
                m.staff_desk_cancel_text({
                  name,
                  day: appointmentDay(toCancel.date),
                  time: slotRange(toCancel.slot),
                })
              }
              content={toCancel.userId.firstName}
            />
          </p>
        ) : null}
      </ConfirmDialog>
    </main>
  );
}
