import {
  WEEKDAY_KEYS,
  findOverlappingTimeOff,
  type TimeOff,
  type WeekdayKey,
  type WeeklyHours,
} from '@sukoon/contract/counsellor-hours';
import { SLOT_HOURS } from '@sukoon/contract/slots';
import { m } from '../../../paraglide/messages.js';

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

/** Why a period cannot be added: the field it is about, and what to read, in the page's language. */
export interface TimeOffProblem {
  field: 'from' | 'to' | 'timeOff';
  text: string;
}

/** A new period of time off added to the list (sorted by start), or the reason it cannot be. */
export function addTimeOff(
  timeOff: readonly TimeOff[],
  range: TimeOff,
): { timeOff: TimeOff[]; error: null } | { timeOff: null; error: TimeOffProblem } {
  if (!range.from) return { timeOff: null, error: { field: 'from', text: m.forms_field_required() } };
  if (!range.to) return { timeOff: null, error: { field: 'to', text: m.forms_field_required() } };
  if (range.to < range.from) {
    return { timeOff: null, error: { field: 'to', text: m.forms_field_on_or_after_from() } };
  }
  const next = [...timeOff, range].sort((a, b) => a.from.localeCompare(b.from));
  const overlap = findOverlappingTimeOff(next);
  if (overlap) {
    const [first, second] = overlap;
    return {
      timeOff: null,
      error: {
        field: 'timeOff',
        text: m.forms_field_time_off_overlap({
          from: first.from,
          to: first.to,
          otherFrom: second.from,
          otherTo: second.to,
        }),
      },
    };
  }
  return { timeOff: next, error: null };
}
