import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import type { CounsellorAppointment } from '@sukoon/contract/counsellors';
import { buttonClasses } from '../../components/button.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { m } from '../../paraglide/messages.js';
import { useDecideDeskRequest } from './api/decide-appointment.ts';
import { useDeskAppointments } from './api/get-desk-appointments.ts';
import { useMarkOutcome, type OutcomeMark } from './api/mark-outcome.ts';
import { DecisionDialogs } from './components/decision-dialogs.tsx';
import { DeskSection } from './components/desk-section.tsx';
import { DeskSessionActions } from './components/desk-session-actions.tsx';
import { DeskSessionCard } from './components/desk-session-card.tsx';
import { RequestButtons } from './components/request-buttons.tsx';
import { useDecisions } from './hooks/use-decisions.ts';
import { arrangeDesk } from './lib/desk-sections.ts';
import { clientAndSlot } from './lib/decided-appointment.ts';

/** `/counsellor`: the counsellor's requests and sessions, and their private notes. */
export default function CounsellorDeskPage() {
  const appointments = useDeskAppointments();
  const decisions = useDecisions<CounsellorAppointment>(useDecideDeskRequest());
  const outcome = useMarkOutcome();
  const [now] = useState(() => new Date());
  const { notice, setNotice } = decisions;

  function mark(mark: OutcomeMark) {
    setNotice(null);
    outcome.mutate(mark, { onSuccess: decisions.showAnswer, onError: decisions.showError });
  }

  const desk = appointments.data ? arrangeDesk(appointments.data, now) : null;
  const busyId = decisions.busyId ?? (outcome.isPending ? (outcome.variables?.id ?? null) : null);
  const sessionCard = (session: CounsellorAppointment) => (
    <DeskSessionCard
      key={session._id}
      appointment={session}
      actions={
        <DeskSessionActions
          session={session}
          now={now}
          busyId={busyId}
          onCancel={decisions.askCancel}
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
            {desk.requests.map((request) => (
              <DeskSessionCard
                key={request._id}
                appointment={request}
                actions={
                  <RequestButtons
                    who={clientAndSlot(request)}
                    isBusy={busyId === request._id}
                    disabled={busyId !== null}
                    onAccept={() => decisions.decide({ id: request._id, status: 'accepted' })}
                    onReject={() => decisions.askReject(request)}
                  />
                }
              />
            ))}
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
      <DecisionDialogs audience="counsellor" decisions={decisions} />
    </main>
  );
}
