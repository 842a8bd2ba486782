import { formatSlotWhen } from '../../../lib/dates.ts';

/** What the staff screens' decisions need of an appointment, the admin's or the desk's. */
export interface DecidedAppointment {
  _id: string;
  date: string;
  slot: number;
  userId: { firstName: string };
}

/** 'Asha, Mon, 23 Nov 2026, 10 AM to 11 AM': who and when, for the screen-reader name of a button. */
export const clientAndSlot = (appointment: DecidedAppointment) =>
  `${appointment.userId.firstName}, ${formatSlotWhen(appointment.date, appointment.slot)}`;
