import { addCalendarDays, istInstant, readIstClock } from '@sukoon/contract/ist';

// IST itself lives in the contract, shared with the web app; these are the API's readings of it.
export { istInstant };

/** The IST calendar day of an instant, YYYY-MM-DD. */
export const istDay = (instant: Date = new Date()): string => readIstClock(instant).today;

/** day + n calendar days, YYYY-MM-DD. */
export const addDays = addCalendarDays;

/** Reads a YYYY-MM-DD day, or an ISO timestamp as its IST day (DESIGN rule 6); null if neither. */
export function toIstDay(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const check = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(check.getTime()) && check.toISOString().startsWith(value) ? value : null;
  }
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : istDay(instant);
}
