/** The one place that knows India Standard Time: UTC+05:30 all year, no daylight saving. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export interface IstClock {
  /** The IST calendar day, YYYY-MM-DD. */
  today: string;
  /** The IST hour, 0–23. */
  hour: number;
}

/** What an IST wall clock shows at `instant`. */
export function readIstClock(instant: Date): IstClock {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return { today: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours() };
}

/** The instant of an IST wall-clock time: istInstant('2026-11-21', '18:30'); Invalid Date if unreadable. */
export function istInstant(day: string, time = '00:00'): Date {
  return new Date(Date.parse(`${day}T${time}:00+05:30`));
}

/** day + n calendar days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
