import type { AppLocale } from '@sukoon/contract/languages';
import { istInstant } from '../../lib/ist.ts';
import { m } from '../../paraglide/messages.js';
import { slotRange } from '../../lib/session-times.ts';

export interface InviteDetails {
  uid: string;
  brand: string;
  /** IST day, YYYY-MM-DD, and IST hour of the one-hour session. */
  date: string;
  slot: number;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  description: string;
  now: Date;
  /** REQUEST adds or updates the entry; CANCEL removes it (same UID, higher SEQUENCE). */
  method?: 'REQUEST' | 'CANCEL';
  /** Raised each time the session moves or is cancelled, so calendars take the newest. */
  sequence?: number;
  /** The session room: the entry's LOCATION and URL. */
  meetingLink?: string | null;
  /** The attendee's language: SUMMARY, DESCRIPTION's caller and the alarms. English by default. */
  locale?: AppLocale;
}

/** Minutes before the start at which calendars remind: the day before, and just before joining. */
const ALARM_MINUTES = [24 * 60, 60] as const;

const alarm = (minutes: number, locale: AppLocale): string[] => [
  'BEGIN:VALARM',
  'ACTION:DISPLAY',
  `DESCRIPTION:${escapeText(m.sessions_invite_alarm({}, { locale }))}`,
  `TRIGGER:-PT${minutes}M`,
  'END:VALARM',
];

/** 20261121T043000Z */
const utcStamp = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 TEXT: backslash, semicolon, comma and line breaks are escaped. */
const escapeText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Content lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never split a UTF-8 sequence: back off continuation bytes (10xxxxxx).
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

const quoted = (value: string) => `"${value.replace(/"/g, "'")}"`;

/**
 * A calendar invitation for the accepted one-hour session (times in UTC), or its cancellation. The
 * UID stays the appointment's, so a move or a cancellation replaces the entry instead of adding one.
 */
export function buildInvite(details: InviteDetails): string {
  const method = details.method ?? 'REQUEST';
  const locale = details.locale ?? 'en';
  const isCancel = method === 'CANCEL';
  const room = details.meetingLink
    ? [`LOCATION:${escapeText(details.meetingLink)}`, `URL:${details.meetingLink}`]
    : [];
  const start = istInstant(details.date, `${String(details.slot).padStart(2, '0')}:00`);
  const end = new Date(start.getTime() + 60 * 60 * 1000);
  const summary = m.sessions_invite_summary(
    { brand: details.brand, time: slotRange(details.slot, locale) },
    { locale },
  );
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${details.brand}//Appointments//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${details.uid}`,
    `DTSTAMP:${utcStamp(details.now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(details.description)}`,
    ...room,
    `ORGANIZER;CN=${quoted(details.organizer.name)}:mailto:${details.organizer.email}`,
    `ATTENDEE;CN=${quoted(details.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${details.attendee.email}`,
    isCancel ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    `SEQUENCE:${details.sequence ?? 0}`,
    'TRANSP:OPAQUE',
    ...(isCancel ? [] : ALARM_MINUTES.flatMap((minutes) => alarm(minutes, locale))),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
