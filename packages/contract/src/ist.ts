/** The one place that knows India Standard Time: UTC+05:30 all year, no daylight saving. */
import { INTL_TAGS, type AppLocale } from './languages.ts';
/** IST is UTC+05:30; SQL that groups instants by IST day or month adds this many minutes. */
export const IST_OFFSET_MINUTES = 5 * 60 + 30;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60 * 1000;

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The IST wall clock of a value, as a Date whose UTC fields read in IST: a `YYYY-MM-DD` day is that
 * day itself, anything else an instant (ISO string, Date or epoch milliseconds). Null if unreadable.
 */
function istWallClock(value: string | number | Date): Date | null {
  const isDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const time = isDay ? Date.parse(`${value}T00:00:00.000Z`) : new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  return new Date(isDay ? time : time + IST_OFFSET_MS);
}

export interface IstDateOptions {
  /** Put the weekday first: 'long' 'Monday, 23 Nov 2026', 'short' 'Mon, 23 Nov 2026'. */
  weekday?: 'long' | 'short';
  /** The reader's language; English (the default) is the spec's format, written out here. */
  locale?: AppLocale;
}

/** Hindi and Marathi month and weekday names, from Intl, on the wall clock already in IST. */
const localDate = (clock: Date, locale: AppLocale, weekday?: 'long' | 'short') =>
  new Intl.DateTimeFormat(INTL_TAGS[locale], {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(weekday ? { weekday } : {}),
  }).format(clock);

/**
 * The one date format shown to readers (in India): '23 Nov 2026'. A `YYYY-MM-DD` day is shown as it
 * is; an instant as the day it falls on in IST. '' when the value is not a date.
 */
export function formatIstDate(value: string | number | Date, options: IstDateOptions = {}): string {
  const clock = istWallClock(value);
  if (!clock) return '';
  if (options.locale && options.locale !== 'en') return localDate(clock, options.locale, options.weekday);
  const day = `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
  const weekday = WEEKDAYS[clock.getUTCDay()] ?? '';
  if (options.weekday === 'long') return `${weekday}, ${day}`;
  if (options.weekday === 'short') return `${weekday.slice(0, 3)}, ${day}`;
  return day;
}

/** An instant's IST time of day: '6:30 pm IST'. '' when the value is not a date. */
export function formatIstTime(value: string | number | Date, locale: AppLocale = 'en'): string {
  const clock = istWallClock(value);
  if (!clock) return '';
  if (locale !== 'en') {
    const time = new Intl.DateTimeFormat(INTL_TAGS[locale], {
      timeZone: 'UTC',
      hour: 'numeric',
      minute: '2-digit',
    }).format(clock);
    return `${time} IST`;
  }
  const hour = clock.getUTCHours();
  const minutes = String(clock.getUTCMinutes()).padStart(2, '0');
  return `${hour % 12 || 12}:${minutes} ${hour < 12 ? 'am' : 'pm'} IST`;
}

/** An instant as the reader's day and time: '23 Nov 2026, 6:30 pm IST'. '' when not a date. */
export function formatIstDateTime(value: string | number | Date, options: IstDateOptions = {}): string {
  const day = formatIstDate(value, options);
  return day && `${day}, ${formatIstTime(value, options.locale)}`;
}

/** An ISO 8601 date-time that says its zone: `Z` or an offset such as `+05:30`. */
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

export const IST_DAY_MESSAGE =
  'must be a date in the form YYYY-MM-DD, or a date and time with its time zone (Z or an offset such as +05:30)';

/**
 * The IST day of a YYYY-MM-DD day, or of a date-time with its zone (DESIGN rule 6); null for
 * anything else. A date-time without a zone is refused: it would be read in the zone of whichever
 * machine reads it.
 */
export function readIstDay(value: string): string | null {
  if (CALENDAR_DAY.test(value)) {
    const check = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(check.getTime()) && check.toISOString().startsWith(value) ? value : null;
  }
  if (!ZONED_DATE_TIME.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : readIstClock(instant).today;
}
