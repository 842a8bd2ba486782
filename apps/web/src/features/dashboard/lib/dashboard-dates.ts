import { istInstant } from '@sukoon/contract/ist';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';

/** An instant as its day in India, in the page's language: '21 Nov 2026'; the text itself when it is not a date. */
export function formatIstDate(isoInstant: string): string {
  return formatDate(isoInstant) || isoInstant;
}

/** A webinar's IST day and time ('2026-11-21', '18:30') as '21 Nov 2026, 6:30 pm IST'. */
export function formatWebinarWhen(date: string, time: string): string {
  const time24 = /^\d{2}:\d{2}$/.test(time) ? time : '00:00';
  return formatDateTime(istInstant(date, time24)) || `${date} ${time}`.trim();
}
