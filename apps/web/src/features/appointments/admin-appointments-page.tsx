import { useState } from 'react';
import type { AdminAppointment } from '@sukoon/contract/appointments';
import { formatAppointmentDay, formatSlotRange } from '@sukoon/contract/slots';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAdminAppointments } from './api/get-admin-appointments.ts';
import { useDecideAppointment, type Decision } from './api/decide-appointment.ts';
import { AdminAppointmentList } from './components/admin-appointment-list.tsx';

const FETCH_FAILED = 'Failed to fetch appointments. Please try again later.';

export default function AdminAppointmentsPage() {
  const appointments = useAdminAppointments();
  const decide = useDecideAppointment();
  const [toReject, setToReject] = useState<AdminAppointment | null>(null);
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
      onSettled: () => setToReject(null),
    });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageMeta title="Appointments" />
      <h1 className="font-serif text-3xl text-brand-800">Appointments</h1>
      <p className="mt-2 text-slate-700">Paid requests, newest date first. Times are Indian Standard Time.</p>
      <div className="mt-6 flex flex-col gap-4">
        {notice ? <StatusMessage kind={notice.kind}>{notice.text}</StatusMessage> : null}
        {appointments.isPending ? (
          <Loader label="Loading appointments" />
        ) : appointments.isError ? (
          <StatusMessage kind="error">{FETCH_FAILED}</StatusMessage>
        ) : appointments.data.length === 0 ? (
          <p className="text-slate-700">No appointment requests yet.</p>
        ) : (
          <AdminAppointmentList
            appointments={appointments.data}
            busyId={decide.isPending ? (decide.variables?.id ?? null) : null}
            onAccept={(appointment) => run({ id: appointment._id, status: 'accepted' })}
            onReject={setToReject}
          />
        )}
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
    </div>
  );
}
