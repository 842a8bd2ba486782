import { useState } from 'react';
import type { AdminAppointment } from '@sukoon/contract/appointments';
import { roomWindow } from '@sukoon/contract/session-room';
import { SessionAttendanceLine } from '../../../components/session-attendance-line.tsx';
import { m } from '../../../paraglide/messages.js';
import { useSessionAttendance } from '../api/get-session-attendance.ts';

/** An accepted session whose room has opened: who joined when, read when the admin opens it. */
export function AdminAttendance({ appointment, now }: { appointment: AdminAppointment; now: Date }) {
  const [isOpen, setIsOpen] = useState(false);
  const attendance = useSessionAttendance(appointment._id, isOpen);
  if (appointment.status !== 'accepted') return null;
  if (now < roomWindow(appointment.date, appointment.slot).opensAt) return null;
  return (
    <details className="mt-2 text-sm" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-brand-800">{m.staff_attendance_show()}</summary>
      {attendance.data ? <SessionAttendanceLine attendance={attendance.data} /> : null}
    </details>
  );
}
