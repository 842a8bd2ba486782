import {
  WEEKDAY_KEYS,
  findOverlappingTimeOff,
  type TimeOff,
  type WeekdayKey,
  type WeeklyHours,
} from '@sukoon/contract/counsellor-hours';
import { SLOT_HOURS } from '@sukoon/contract/slots';

/** Monday first, as the booking calendar shows weeks; the keys stay the contract's ('0' is Sunday). */
export const WEEKDAYS_MONDAY_FIRST: readonly { key: WeekdayKey; short: string; long: string }[] = [
  { key: '1', short: 'Mon', long: 'Monday' },
  { key: '2', short: 'Tue', long: 'Tuesday' },
  { key: '3', short: 'Wed', long: 'Wednesday' },
  { key: '4', short: 'Thu', long: 'Thursday' },
  { key: '5', short: 'Fri', long: 'Friday' },
  { key: '6', short: 'Sat', long: 'Saturday' },
  { key: '0', short: 'Sun', long: 'Sunday' },
];

/** The weekly hours with one hour of one day switched on or off (hours stay sorted). */
export function toggleHour(weekly: WeeklyHours, day: WeekdayKey, hour: number): WeeklyHours {
  const hours = weekly[day];
  const next = hours.includes(hour)
    ? hours.filter((h) => h !== hour)
    : [...hours, hour].sort((a, b) => a - b);
  return { ...weekly, [day]: next };
}

/** A whole day on (every slot hour) or, when it already is, off. */
export function toggleDay(weekly: WeeklyHours, day: WeekdayKey): WeeklyHours {
  const isWholeDay = SLOT_HOURS.every((hour) => weekly[day].includes(hour));
  return { ...weekly, [day]: isWholeDay ? [] : [...SLOT_HOURS] };
}

export const countWeeklyHours = (weekly: WeeklyHours) =>
  WEEKDAY_KEYS.reduce((total, day) => total + weekly[day].length, 0);

/**
 * A period of time off (already checked by the contract's `timeOffPeriod`) added to the list, sorted
 * by start; or the first two periods it would make overlap.
 */
export function addTimeOff(
  timeOff: readonly TimeOff[],
  range: TimeOff,
): { timeOff: TimeOff[]; overlap: null } | { timeOff: null; overlap: [TimeOff, TimeOff] } {
  const next = [...timeOff, range].sort((a, b) => a.from.localeCompare(b.from));
  const overlap = findOverlappingTimeOff(next);
  return overlap ? { timeOff: null, overlap } : { timeOff: next, overlap: null };
}
