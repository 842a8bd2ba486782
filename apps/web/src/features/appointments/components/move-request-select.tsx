import { useId } from 'react';
import type { AdminAppointment } from '@sukoon/contract/appointments';
import { m } from '../../../paraglide/messages.js';
import type { CounsellorOption } from '../lib/admin-counsellor-choice.ts';

/** "Move to…": the other active counsellors; choosing one asks the server to move the request. */
export function MoveRequestSelect({
  appointment,
  counsellors,
  disabled,
  onMove,
}: {
  appointment: AdminAppointment;
  counsellors: readonly CounsellorOption[];
  disabled: boolean;
  onMove: (appointment: AdminAppointment, counsellor: CounsellorOption) => void;
}) {
  const id = useId();
  const others = counsellors.filter((item) => item.active && item._id !== appointment.counsellor?._id);
  if (others.length === 0) return null;
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {m.staff_appointments_move_label({ name: appointment.userId.firstName })}
      </label>
      <select
        id={id}
        value=""
        disabled={disabled}
        onChange={(event) => {
          const target = others.find((item) => item._id === event.target.value);
          if (target) onMove(appointment, target);
        }}
        className="min-h-11 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
      >
        <option value="">{m.staff_appointments_move_to()}</option>
        {others.map((item) => (
          <option key={item._id} value={item._id} data-user-content>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );
}
