import type { SessionAttendance } from '@sukoon/contract/session-room';
import { formatTime } from '../lib/dates.ts';
import { m } from '../paraglide/messages.js';

/** Who came into a session's room and when (the desk and the admin's appointments). */
export function SessionAttendanceLine({ attendance }: { attendance: SessionAttendance }) {
  if (attendance.entries.length === 0) {
    return <p className="text-sm text-slate-600">{m.staff_attendance_nobody()}</p>;
  }
  return (
    <ul className="text-sm text-slate-700">
      {attendance.entries.map((entry) => (
        <li key={`${entry.role}-${entry.joinedAt}`} data-user-content>
          {entry.leftAt
            ? m.staff_attendance_joined_left({
                name: entry.firstName,
                joined: formatTime(entry.joinedAt),
                left: formatTime(entry.leftAt),
              })
            : m.staff_attendance_joined({ name: entry.firstName, joined: formatTime(entry.joinedAt) })}
        </li>
      ))}
    </ul>
  );
}
