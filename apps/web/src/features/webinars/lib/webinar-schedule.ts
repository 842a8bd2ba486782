import { istInstant } from '@sukoon/contract/ist';
import { formatDate, formatTime } from '../../../lib/dates.ts';
import type { PublicWebinar } from '@sukoon/contract/webinars';

type Scheduled = Pick<PublicWebinar, 'date' | 'time'>;

/** The start as an instant: date and time are Indian Standard Time (UTC+05:30, no DST). */
export function webinarStartsAt({ date, time }: Scheduled): number {
  return istInstant(date, time).getTime();
}

/** Upcoming while the start is not before now; an unreadable date counts as past. */
export function isUpcoming(webinar: Scheduled, now = Date.now()): boolean {
  const startsAt = webinarStartsAt(webinar);
  return !Number.isNaN(startsAt) && startsAt >= now;
}

/**
 * The latest start first, as the API sends a page; kept in the browser as /blog keeps its posts
 * newest first, so an unreadable date sorts last whatever answered.
 */
export function latestStartFirst<T extends Scheduled>(webinars: readonly T[]): T[] {
  const start = (webinar: T) => webinarStartsAt(webinar) || 0;
  return [...webinars].sort((a, b) => start(b) - start(a));
}

/** 'Sat, 14 Dec 2024'; the stored text when it is not a date. */
export function formatWebinarDate(webinar: Scheduled): string {
  return formatDate(webinarStartsAt(webinar), { weekday: 'short' }) || webinar.date;
}

/** '6:30 pm IST'; the stored text when it is not a time. */
export function formatWebinarTime(webinar: Scheduled): string {
  return formatTime(webinarStartsAt(webinar)) || webinar.time;
}

/** Whole rupees from the price text; anything unreadable counts as free. */
export function webinarPriceRupees(price: string): number {
  const rupees = Number(price.trim());
  return Number.isFinite(rupees) && rupees > 0 ? rupees : 0;
}
