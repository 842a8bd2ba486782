import { Link } from 'react-router';
import { formatAppointmentDay, formatSlotRange } from '@sukoon/contract/slots';
import { buttonClasses } from '../../../components/button.tsx';
import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useMyAppointments } from '../api/get-my-appointments.ts';
import { AppointmentStatusBadge } from './appointment-status-badge.tsx';

/** The signed-in client's appointment requests, for the dashboard's Appointments tab. */
export function MyAppointments() {
  const appointments = useMyAppointments();
  if (appointments.isPending) return <Loader label="Loading your appointments" />;
  if (appointments.isError) {
    return (
      <StatusMessage kind="error">Could not load your appointments. Please try again later.</StatusMessage>
    );
  }
  if (appointments.data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-slate-700">No appointments booked yet.</p>
        <Link to="/booknow" className={buttonClasses()}>
          Book an appointment
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {appointments.data.map((appointment) => (
        <li key={appointment._id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-semibold text-brand-900">{formatAppointmentDay(appointment.date)}</p>
              <p className="text-sm text-slate-700">{formatSlotRange(appointment.slot)} IST</p>
              {appointment.counsellor ? (
                <p className="mt-1 text-sm text-slate-800">
                  with{' '}
                  <Link
                    to={`/counsellors/${encodeURIComponent(appointment.counsellor.slug)}`}
                    className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    {appointment.counsellor.firstName} {appointment.counsellor.lastName}
                  </Link>
                  , {appointment.counsellor.title}
                </p>
              ) : null}
            </div>
            <AppointmentStatusBadge status={appointment.status} />
          </div>
          <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-800">{appointment.reason}</p>
          {appointment.status === 'rejected' ? (
            <p className="mt-3 text-xs text-slate-600">
              Your refund is on its way; it reaches you within 7 days.
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
