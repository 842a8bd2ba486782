import { istInstant } from '@sukoon/contract/ist';

const IST_DAY = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** An instant as its day in India: '21 Nov 2026'; the text itself when it is not a date. */
export function formatIstDate(isoInstant: string): string {
  const time = Date.parse(isoInstant);
  return Number.isNaN(time) ? isoInstant : IST_DAY.format(time);
}

/** A webinar's IST day and time ('2026-11-21', '18:30') as '21 Nov 2026, 6:30 pm IST'. */
export function formatWebinarWhen(date: string, time: string): string {
  const time24 = /^\d{2}:\d{2}$/.test(time) ? time : '00:00';
  const instant = istInstant(date, time24).getTime();
  if (Number.isNaN(instant)) return `${date} ${time}`.trim();
  const clock = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(instant);
  return `${IST_DAY.format(instant)}, ${clock} IST`;
}
