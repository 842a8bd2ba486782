import { addCalendarDays, istInstant, readIstClock } from '@sukoon/contract/ist';

// IST itself lives in the contract, shared with the web app; these are the API's readings of it.
export { istInstant };

/** The IST calendar day of an instant, YYYY-MM-DD. */
export const istDay = (instant: Date = new Date()): string => readIstClock(instant).today;

/** day + n calendar days, YYYY-MM-DD. */
export const addDays = addCalendarDays;
