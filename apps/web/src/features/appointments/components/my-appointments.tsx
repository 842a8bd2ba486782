import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useMyAppointments } from '../api/get-my-appointments.ts';
import { useNow } from '../../../lib/use-now.ts';
import { arrangeMyAppointments } from '../lib/session-window.ts';
import { AppointmentCard } from './appointment-card.tsx';
import { m } from '../../../paraglide/messages.js';

/** The signed-in client's appointment requests, for the dashboard's Appointments tab. */
export function MyAppointments() {
  const appointments = useMyAppointments();
  const cutoffHours = usePublicConfig().data?.rescheduleCutoffHours;
  // The join button comes and goes on the minute.
  const now = useNow(15_000);
  if (appointments.isPending) return <Loader label={m.booking_mine_loading()} />;
  if (appointments.isError) {
    return <StatusMessage kind="error">{m.booking_mine_error()}</StatusMessage>;
  }
  if (appointments.data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-slate-700">{m.booking_mine_empty()}</p>
        <Link to="/booknow" className={buttonClasses()}>
          {m.booking_mine_book()}
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid items-start gap-4 sm:grid-cols-2">
      {arrangeMyAppointments(appointments.data, now).map((appointment) => (
        <AppointmentCard
          key={appointment._id}
          appointment={appointment}
          now={now}
          cutoffHours={cutoffHours}
        />
      ))}
    </ul>
  );
}
