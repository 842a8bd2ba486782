import type { AdminAppointment } from '@sukoon/contract/appointments';
import { m } from '../../../paraglide/messages.js';
import { adminAppointmentDay, adminSlotRange } from '../lib/admin-when.ts';
import { AdminAppointmentActions, type AppointmentActionHandlers } from './admin-appointment-actions.tsx';
import { AppointmentStatusBadge } from './appointment-status-badge.tsx';
import { ClientContact } from './client-contact.tsx';
import { AdminAttendance } from './admin-attendance.tsx';

/** Who the session is with; nobody yet in the spec's one-calendar practice. */
function CounsellorName({ appointment }: { appointment: AdminAppointment }) {
  const counsellor = appointment.counsellor;
  return counsellor ? (
    <span data-user-content className="text-slate-800">
      {counsellor.firstName} {counsellor.lastName}
    </span>
  ) : (
    <span className="text-slate-500">{m.staff_appointments_not_assigned()}</span>
  );
}

function Status({ appointment }: { appointment: AdminAppointment }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <AppointmentStatusBadge status={appointment.status} />
      <AdminAttendance appointment={appointment} now={new Date()} />
      {appointment.status === 'rejected' || appointment.status === 'cancelled' ? (
        <span className="text-xs text-slate-600">
          {appointment.refunded ? m.staff_appointments_refunded() : m.staff_appointments_refund_pending()}
        </span>
      ) : null}
    </div>
  );
}

/** Requests newest day first: a table from 768 px, cards below it. */
/** The intake asked for care first; admins see this flag, never the intake's answers. */
function SafetyFlag() {
  return (
    <p className="mt-2 inline-block rounded-lg bg-sand-100 px-2.5 py-1 text-sm whitespace-nowrap text-slate-800">
      {m.staff_appointments_safety_flag()}
    </p>
  );
}

export function AdminAppointmentList({
  appointments,
  showCounsellor,
  ...handlers
}: AppointmentActionHandlers & { appointments: AdminAppointment[]; showCounsellor: boolean }) {
  const headings = [
    m.staff_audit_client(),
    ...(showCounsellor ? [m.staff_reports_counsellor()] : []),
    m.staff_appointments_date(),
    m.staff_appointments_time(),
    m.staff_appointments_reason(),
    m.staff_appointments_status(),
    m.staff_appointments_actions(),
  ];
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.staff_appointments_caption()}</caption>
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {appointments.map((appointment) => (
              <tr key={appointment._id} className="align-top">
                <td className="w-72 px-4 py-3">
                  <ClientContact client={appointment.userId} />
                </td>
                {showCounsellor ? (
                  <td className="px-4 py-3">
                    <CounsellorName appointment={appointment} />
                  </td>
                ) : null}
                <td className="px-4 py-3 whitespace-nowrap">
                  {adminAppointmentDay(appointment.date, 'short')}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{adminSlotRange(appointment.slot)}</td>
                <td className="max-w-xs px-4 py-3 break-words whitespace-pre-line text-slate-800">
                  <span data-user-content>{appointment.reason}</span>
                  {appointment.safetyFlag ? <SafetyFlag /> : null}
                </td>
                <td className="px-4 py-3">
                  <Status appointment={appointment} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <AdminAppointmentActions appointment={appointment} {...handlers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-4 md:hidden">
        {appointments.map((appointment) => (
          <li key={appointment._id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <ClientContact client={appointment.userId} />
              <Status appointment={appointment} />
            </div>
            <p className="mt-3 text-sm font-semibold text-brand-900">
              {adminAppointmentDay(appointment.date, 'short')} · {adminSlotRange(appointment.slot)} IST
            </p>
            {showCounsellor ? (
              <p className="mt-1 text-sm">
                <span className="text-slate-600">{m.staff_appointments_with()} </span>
                <CounsellorName appointment={appointment} />
              </p>
            ) : null}
            <p data-user-content className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">
              {appointment.reason}
            </p>
            {appointment.safetyFlag ? <SafetyFlag /> : null}
            <div className="mt-4 empty:hidden">
              <AdminAppointmentActions appointment={appointment} {...handlers} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
