import { FIRST_SLOT_HOUR, LAST_SLOT_HOUR, SLOT_HOURS } from './slots.ts';

/**
 * A counsellor's calendar, shared by the API and the web app (no zod, no I/O): weekly hours per
 * weekday ('0' is Sunday … '6' Saturday; IST slot hours 9–20) and time off as inclusive IST date
 * ranges. Whether someone is free is these hours minus their live appointments, which only the API knows.
 */

export const WEEKDAY_KEYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
export type WeeklyHours = Record<WeekdayKey, number[]>;

export interface TimeOff {
  /** First day off, YYYY-MM-DD (IST). */
  from: string;
  /** Last day off, inclusive. */
  to: string;
}

export interface CounsellorCalendar {
  weekly: WeeklyHours;
  timeOff: TimeOff[];
}

/** A new counsellor is available every day, 9–20. */
export function defaultWeeklyHours(): WeeklyHours {
  return Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, [...SLOT_HOURS]])) as WeeklyHours;
}

/** The weekday key of an IST calendar day (the day string is already IST, so UTC arithmetic is exact). */
export function weekdayOf(day: string): WeekdayKey {
  return String(new Date(`${day}T00:00:00.000Z`).getUTCDay()) as WeekdayKey;
}

export const isOnTimeOff = (timeOff: readonly TimeOff[], day: string): boolean =>
  timeOff.some((range) => day >= range.from && day <= range.to);

/** Whether the calendar offers `slot` on `day`, before any booking is counted. */
export function offersSlot(calendar: CounsellorCalendar, day: string, slot: number): boolean {
  if (slot < FIRST_SLOT_HOUR || slot > LAST_SLOT_HOUR) return false;
  if (isOnTimeOff(calendar.timeOff, day)) return false;
  return calendar.weekly[weekdayOf(day)].includes(slot);
}

/** The first pair of ranges that overlap, for a message that names them; null when none do. */
export function findOverlappingTimeOff(timeOff: readonly TimeOff[]): [TimeOff, TimeOff] | null {
  const sorted = [...timeOff].sort((a, b) => a.from.localeCompare(b.from));
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1]!;
    const current = sorted[index]!;
    if (current.from <= previous.to) return [previous, current];
  }
  return null;
}
