import { addCalendarDays, formatIstDate, readIstClock } from './ist.ts';

export { addCalendarDays, readIstClock, type IstClock } from './ist.ts';
/**
 * Appointment slots and the booking window, shared by the API and the web app (no zod, no I/O).
 * A slot is an IST hour, 9–20, on an IST calendar day (YYYY-MM-DD); the session runs one hour.
 */

export const FIRST_SLOT_HOUR = 9;
export const LAST_SLOT_HOUR = 20;
/** 9, 10, … 20 — hour 8 appears in the spec's list but is never offered. */
export const SLOT_HOURS: readonly number[] = Array.from(
  { length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 },
  (_, index) => FIRST_SLOT_HOUR + index,
);

export const SLOT_GROUPS = [
  { name: 'Morning', hours: [9, 10, 11] },
  { name: 'Afternoon', hours: [12, 13, 14, 15, 16, 17] },
  { name: 'Evening', hours: [18, 19, 20] },
] as const satisfies readonly { name: string; hours: readonly number[] }[];
export type SlotGroupName = (typeof SLOT_GROUPS)[number]['name'];

/** Days after today that can still be booked: today … today + 7. */
export const BOOKING_WINDOW_DAYS = 7;
/** How long starting a payment keeps a slot for the payer. */
export const SLOT_HOLD_MINUTES = 15;

export const isSlotHour = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= FIRST_SLOT_HOUR && value <= LAST_SLOT_HOUR;

/** 9 → '9 AM', 12 → '12 PM', 17 → '5 PM', 21 → '9 PM' (the end of the 8 PM slot). */
export function formatSlotHour(hour: number): string {
  const suffix = hour % 24 < 12 ? 'AM' : 'PM';
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelveHour} ${suffix}`;
}

/** The admin list's form: 10 → '10 AM to 11 AM'. */
export const formatSlotRange = (slot: number): string =>
  `${formatSlotHour(slot)} to ${formatSlotHour(slot + 1)}`;

/** The bookable days at `instant`: today … today + 7 in IST, eight days, oldest first. */
export function bookingWindowDays(instant: Date): string[] {
  const { today } = readIstClock(instant);
  return Array.from({ length: BOOKING_WINDOW_DAYS + 1 }, (_, index) => addCalendarDays(today, index));
}

/** Whether `day` (YYYY-MM-DD) lies in the booking window at `instant`. */
export function isInBookingWindow(day: string, instant: Date): boolean {
  const { today } = readIstClock(instant);
  return day >= today && day <= addCalendarDays(today, BOOKING_WINDOW_DAYS);
}

/** A slot today whose hour has begun (or ended) is in the past; other days' slots are not. */
export function isPastSlot(day: string, hour: number, instant: Date): boolean {
  const clock = readIstClock(instant);
  return day < clock.today || (day === clock.today && hour <= clock.hour);
}

/** Whether a slot can be offered at `instant`: a slot hour, in the window, not begun. */
export const isBookableSlot = (day: string, hour: number, instant: Date): boolean =>
  isSlotHour(hour) && isInBookingWindow(day, instant) && !isPastSlot(day, hour, instant);

/** '2026-11-21' → 'Saturday, 21 Nov 2026' (the calendar day itself, whatever the reader's zone). */
export const formatAppointmentDay = (day: string, weekday: 'long' | 'short' = 'long'): string =>
  formatIstDate(day, { weekday });
