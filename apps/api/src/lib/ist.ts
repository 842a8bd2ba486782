/** The one module that knows India Standard Time: UTC+05:30 all year, no daylight saving. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The IST calendar day of an instant, YYYY-MM-DD. */
export function istDay(instant: Date = new Date()): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The IST hour (0–23) of an instant. */
export function istHour(instant: Date = new Date()): number {
  return new Date(instant.getTime() + IST_OFFSET_MS).getUTCHours();
}

/** The instant of an IST wall-clock time: istInstant('2026-11-21', '18:30'). */
export function istInstant(day: string, time = '00:00'): Date {
  return new Date(new Date(`${day}T${time}:00.000Z`).getTime() - IST_OFFSET_MS);
}

/** day + n calendar days, YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Reads a YYYY-MM-DD day, or an ISO timestamp as its IST day (DESIGN rule 6); null if neither. */
export function toIstDay(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const check = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(check.getTime()) && check.toISOString().startsWith(value) ? value : null;
  }
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : istDay(instant);
}
