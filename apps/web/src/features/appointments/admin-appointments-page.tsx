import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_APPOINTMENT_STATUSES,
  type AdminAppointment,
  type AdminAppointmentStatus,
} from '@sukoon/contract/appointments';
import { COUNSELLOR_MESSAGES } from '@sukoon/contract/counsellors';
import { formatAppointmentDay, formatSlotRange } from '@sukoon/contract/slots';
import { AdminListPager, AdminListSearch } from '../../components/admin-list-controls.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { INPUT_CLASSES } from '../../components/form-field.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useListPaging } from '../../lib/use-list-paging.ts';
import { useAdminAppointments } from './api/get-admin-appointments.ts';
import { useDecideAppointment, type Decision } from './api/decide-appointment.ts';
import { useReassignAppointment } from './api/reassign-appointment.ts';
import { AdminAppointmentList } from './components/admin-appointment-list.tsx';
import type { CounsellorOption } from './lib/admin-counsellor-choice.ts';

const FETCH_FAILED = 'Failed to fetch appointments. Please try again later.';
const ADMIN_PAGE_SIZE = 20;
const STATUS_LABELS: Record<AdminAppointmentStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
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
  const decide = useDecideAppointment();
  const reassign = useReassignAppointment();
  const [toReject, setToReject] = useState<AdminAppointment | null>(null);
  const [toCancel, setToCancel] = useState<AdminAppointment | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  function run(decision: Decision) {
    setNotice(null);
    decide.mutate(decision, {
      onSuccess: (answer) => setNotice({ kind: 'success', text: answer.message }),
      onError: (error) =>
        setNotice({
          kind: 'error',
          text: error instanceof ApiError ? error.message : 'Something went wrong.',
        }),
      onSettled: () => {
        setToReject(null);
        setToCancel(null);
      },
    });
  }

  function move(appointment: AdminAppointment, counsellor: CounsellorOption) {
    setNotice(null);
    reassign.mutate(
      { id: appointment._id, counsellorId: counsellor._id },
      {
        onSuccess: (answer) =>
          setNotice({ kind: 'success', text: answer?.message ?? COUNSELLOR_MESSAGES.reassigned }),
        // A 409 says the counsellor is not free at that hour: the server's words.
        onError: (error) =>
          setNotice({
            kind: 'error',
            text: error instanceof ApiError ? error.message : 'Something went wrong.',
          }),
      },
    );
  }

  const hasCounsellors = counsellors.length > 0;
  const busyId = decide.isPending
    ? (decide.variables?.id ?? null)
    : reassign.isPending
      ? (reassign.variables?.id ?? null)
      : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageMeta title="Appointments" />
      <h1 className="font-serif text-3xl text-brand-800">Appointments</h1>
      <p className="mt-2 text-slate-700">Paid requests, newest date first. Times are Indian Standard Time.</p>
      {hasCounsellors ? (
        <div className="mt-6 max-w-xs">
          <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
            Counsellor
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
            <option value="">All counsellors</option>
            {counsellors.map((item) => (
              <option key={item._id} value={item._id}>
                {item.active ? item.name : `${item.name} (inactive)`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="mt-6">
        <AdminListSearch label="Search by client name or e-mail" paging={paging}>
          <div>
            <label htmlFor={statusId} className="block text-sm font-medium text-slate-800">
              Status
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
              <option value="">Every status</option>
              {ADMIN_APPOINTMENT_STATUSES.map((choice) => (
                <option key={choice} value={choice}>
                  {STATUS_LABELS[choice]}
                </option>
              ))}
            </select>
          </div>
        </AdminListSearch>
      </div>
      <div className="mt-6 flex flex-col gap-4" aria-busy={appointments.isFetching}>
        {notice ? <StatusMessage kind={notice.kind}>{notice.text}</StatusMessage> : null}
        {appointments.isPending ? (
          <Loader label="Loading appointments" />
        ) : appointments.isError ? (
          <StatusMessage kind="error">{FETCH_FAILED}</StatusMessage>
        ) : appointments.data.items.length === 0 && paging.page === 1 ? (
          <p className="text-slate-700">
            {counsellorId
              ? 'No appointment requests for this counsellor yet.'
              : isFiltered
                ? 'No appointment request matches this search.'
                : 'No appointment requests yet.'}
          </p>
        ) : (
          <AdminAppointmentList
            appointments={appointments.data.items}
            showCounsellor={
              hasCounsellors || appointments.data.items.some((item) => item.counsellor !== null)
            }
            busyId={busyId}
            counsellors={counsellors}
            onAccept={(appointment) => run({ id: appointment._id, status: 'accepted' })}
            onReject={setToReject}
            onCancel={setToCancel}
            onMove={hasCounsellors ? move : undefined}
          />
        )}
        {appointments.data ? (
          <AdminListPager
            paging={paging}
            total={appointments.data.total}
            limit={appointments.data.limit}
            noun="requests"
          />
        ) : null}
      </div>
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
            {formatSlotRange(toReject.slot)} IST. The client will be refunded the full ₹199 (it reaches them
            within 7 days) and the slot becomes free again. This cannot be undone.
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
            {toCancel.userId.firstName}’s session on {formatAppointmentDay(toCancel.date)},{' '}
            {formatSlotRange(toCancel.slot)} IST will be cancelled. The client is told at once and refunded
            the full ₹199 (it reaches them within 7 days), and the hour becomes free again. This cannot be
            undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
