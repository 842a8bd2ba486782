import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_APPOINTMENT_STATUSES,
  type AdminAppointment,
  type AdminAppointmentStatus,
} from '@sukoon/contract/appointments';
import { AdminListPager, AdminListSearch } from '../../components/admin-list-controls.tsx';
import { INPUT_CLASSES } from '../../components/form-field.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useListPaging } from '../../lib/use-list-paging.ts';
import { m } from '../../paraglide/messages.js';
import { useAdminAppointments } from './api/get-admin-appointments.ts';
import { useDecideAppointment } from './api/decide-appointment.ts';
import { useReassignAppointment } from './api/reassign-appointment.ts';
import { AdminAppointmentList } from './components/admin-appointment-list.tsx';
import { DecisionDialogs } from './components/decision-dialogs.tsx';
import { useDecisions } from './hooks/use-decisions.ts';
import type { CounsellorOption } from './lib/admin-counsellor-choice.ts';

const ADMIN_PAGE_SIZE = 20;
// Message functions, called at render: the catalogue answers in the page's language.
const STATUS_LABELS: Record<AdminAppointmentStatus, () => string> = {
  pending: m.staff_appointments_pending,
  accepted: m.staff_appointments_accepted,
  rejected: m.staff_appointments_rejected,
  cancelled: m.staff_reports_cancelled,
};

/**
 * The paid requests; with counsellors (handed in by the app) each shows who it is with, the list
 * filters by counsellor (`?counsellorId=`), and a pending request can move to another counsellor.
 */
export default function AdminAppointmentsPage({
  counsellors = [],
}: {
  counsellors?: readonly CounsellorOption[];
}) {
  const [params, setParams] = useSearchParams();
  const filterId = useId();
  const statusId = useId();
  const asked = params.get('counsellorId');
  const counsellorId = counsellors.some((item) => item._id === asked) ? asked : null;
  const paging = useListPaging();
  const [status, setStatus] = useState<AdminAppointmentStatus | ''>('');
  const appointments = useAdminAppointments({
    counsellorId: counsellorId ?? undefined,
    status: status || undefined,
    q: paging.q || undefined,
    page: paging.page,
    limit: ADMIN_PAGE_SIZE,
  });
  const isFiltered = Boolean(counsellorId || status || paging.q);
  const decisions = useDecisions<AdminAppointment>(useDecideAppointment());
  const reassign = useReassignAppointment();
  const { notice, setNotice } = decisions;

  function move(appointment: AdminAppointment, counsellor: CounsellorOption) {
    setNotice(null);
    reassign.mutate(
      { id: appointment._id, counsellorId: counsellor._id },
      {
        onSuccess: (answer) =>
          setNotice({ kind: 'success', text: answer?.message ?? m.staff_appointments_reassigned() }),
        // A 409 says the counsellor is not free at that hour: the server's words.
        onError: decisions.showError,
      },
    );
  }

  const hasCounsellors = counsellors.length > 0;
  const busyId = decisions.busyId ?? (reassign.isPending ? (reassign.variables?.id ?? null) : null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageMeta title={m.staff_reports_appointments()} />
      <h1 className="font-serif text-3xl text-brand-800">{m.staff_reports_appointments()}</h1>
      <p className="mt-2 text-slate-700">{m.staff_appointments_intro()}</p>
      {hasCounsellors ? (
        <div className="mt-6 max-w-xs">
          <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
            {m.staff_reports_counsellor()}
          </label>
          <select
            id={filterId}
            value={counsellorId ?? ''}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              if (event.target.value) next.set('counsellorId', event.target.value);
              else next.delete('counsellorId');
              setParams(next, { replace: true });
              paging.setPage(1);
            }}
            className={INPUT_CLASSES}
          >
            <option value="">{m.staff_appointments_all_counsellors()}</option>
            {counsellors.map((item) => (
              <option key={item._id} value={item._id} data-user-content>
                {item.active ? item.name : m.staff_appointments_inactive({ name: item.name })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="mt-6">
        <AdminListSearch label={m.staff_appointments_search()} paging={paging}>
          <div>
            <label htmlFor={statusId} className="block text-sm font-medium text-slate-800">
              {m.staff_appointments_status()}
            </label>
            <select
              id={statusId}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as AdminAppointmentStatus | '');
                paging.setPage(1);
              }}
              className={INPUT_CLASSES}
            >
              <option value="">{m.staff_appointments_every_status()}</option>
              {ADMIN_APPOINTMENT_STATUSES.map((choice) => (
                <option key={choice} value={choice}>
                  {STATUS_LABELS[choice]()}
                </option>
              ))}
            </select>
          </div>
        </AdminListSearch>
      </div>
      <div className="mt-6 flex flex-col gap-4" aria-busy={appointments.isFetching}>
        {notice ? <StatusMessage kind={notice.kind}>{notice.text}</StatusMessage> : null}
        {appointments.isPending ? (
          <Loader label={m.staff_appointments_loading()} />
        ) : appointments.isError ? (
          <StatusMessage kind="error">{m.staff_appointments_load_failed()}</StatusMessage>
        ) : appointments.data.items.length === 0 && paging.page === 1 ? (
          <p className="text-slate-700">
            {counsellorId
              ? m.staff_appointments_none_for_counsellor()
              : isFiltered
                ? m.staff_appointments_none_match()
                : m.staff_appointments_none()}
          </p>
        ) : (
          <AdminAppointmentList
            appointments={appointments.data.items}
            showCounsellor={
              hasCounsellors || appointments.data.items.some((item) => item.counsellor !== null)
            }
            busyId={busyId}
            counsellors={counsellors}
            onAccept={(appointment) => decisions.decide({ id: appointment._id, status: 'accepted' })}
            onReject={decisions.askReject}
            onCancel={decisions.askCancel}
            onMove={hasCounsellors ? move : undefined}
          />
        )}
        {appointments.data ? (
          <AdminListPager
            paging={paging}
            total={appointments.data.total}
            limit={appointments.data.limit}
            noun={m.staff_appointments_noun()}
          />
        ) : null}
      </div>
      <DecisionDialogs audience="admin" decisions={decisions} />
    </div>
  );
}
