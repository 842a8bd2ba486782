import { BRAND_NAME } from '@sukoon/contract';
import { localeOfLanguage, type AppLocale } from '@sukoon/contract/languages';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedMail } from '../../lib/mail-templates/branded-mail.ts';
import { greeting } from '../../lib/mail-templates/mail-locale.ts';
import { m } from '../../paraglide/messages.js';
import { buildInvite } from './appointment-invite.ts';
import { sessionWhen } from '../../lib/session-times.ts';

export interface AppointmentMailDetails {
  id: string;
  firstName: string;
  email: string;
  date: string;
  slot: number;
  /** The client's profile language, which their mails are written in. */
  language?: string | null;
}

/** What the calendar entry needs besides the client: the room and the entry's SEQUENCE. */
export interface SessionMailDetails extends AppointmentMailDetails {
  meetingLink: string | null;
  icsSequence: number;
}

export interface MailPerson {
  name: string;
  email: string;
  /** Whose language the calendar entry is written in. */
  locale?: AppLocale;
}

/** The language of the client's mails. */
export const clientLocale = (a: AppointmentMailDetails): AppLocale => localeOfLanguage(a.language);

export const requestReceivedMail = (a: AppointmentMailDetails): MailMessage => {
  const locale = clientLocale(a);
  return brandedMail({
    to: a.email,
    subject: m.sessions_received_subject({ brand: BRAND_NAME }, { locale }),
    greeting: greeting(a.firstName, locale),
    paragraphs: [
      m.sessions_received_intro({ when: sessionWhen(a, locale) }, { locale }),
      m.sessions_received_next({}, { locale }),
    ],
    closing: m.sessions_not_for_you({}, { locale }),
    locale,
  });
};

/** The session's calendar entry for one person: a new or moved one (REQUEST) or its removal (CANCEL). */
export function sessionInvite(
  a: SessionMailDetails,
  organizer: MailPerson,
  attendee: MailPerson,
  now: Date,
  method: 'REQUEST' | 'CANCEL' = 'REQUEST',
): NonNullable<MailMessage['attachments']>[number] {
  const locale = attendee.locale ?? 'en';
  const content = buildInvite({
    uid: `appointment-${a.id}@${organizer.email.split('@')[1] ?? 'sukoon'}`,
    brand: BRAND_NAME,
    date: a.date,
    slot: a.slot,
    organizer,
    attendee,
    description: a.meetingLink
      ? m.sessions_invite_description_link({ brand: BRAND_NAME, link: a.meetingLink }, { locale })
      : m.sessions_invite_description({ brand: BRAND_NAME }, { locale }),
    now,
    method,
    sequence: a.icsSequence,
    meetingLink: a.meetingLink,
    locale,
  });
  return {
    filename: method === 'CANCEL' ? 'cancelled.ics' : 'appointment.ics',
    content,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

const joinParagraph = (a: SessionMailDetails, locale: AppLocale) =>
  a.meetingLink
    ? m.sessions_join_link({ link: a.meetingLink }, { locale })
    : m.sessions_join_later({}, { locale });

const clientAttendee = (a: SessionMailDetails): MailPerson => ({
  name: a.firstName,
  email: a.email,
  locale: clientLocale(a),
});

/** The cancellation, with the calendar entry's removal (METHOD:CANCEL, a higher SEQUENCE). */
export function cancelledMail(a: SessionMailDetails, organizer: MailPerson, now: Date): MailMessage {
  const locale = clientLocale(a);
  const mail = brandedMail({
    to: a.email,
    subject: m.sessions_cancelled_subject({ brand: BRAND_NAME }, { locale }),
    greeting: greeting(a.firstName, locale),
    paragraphs: [
      m.sessions_cancelled_intro({ when: sessionWhen(a, locale) }, { locale }),
      m.sessions_refund_done({}, { locale }),
      m.sessions_book_again({}, { locale }),
    ],
    closing: m.sessions_closing_questions({}, { locale }),
    locale,
  });
  return { ...mail, attachments: [sessionInvite(a, organizer, clientAttendee(a), now, 'CANCEL')] };
}

/** The confirmation, with the join link and a calendar invitation for the one-hour session. */
export function acceptedMail(a: SessionMailDetails, organizer: MailPerson, now: Date): MailMessage {
  const locale = clientLocale(a);
  const mail = brandedMail({
    to: a.email,
    subject: m.sessions_accepted_subject({ brand: BRAND_NAME }, { locale }),
    greeting: greeting(a.firstName, locale),
    paragraphs: [
      m.sessions_accepted_intro({ when: sessionWhen(a, locale) }, { locale }),
      joinParagraph(a, locale),
      m.sessions_accepted_calendar({}, { locale }),
    ],
    closing: m.sessions_closing_help({}, { locale }),
    locale,
  });
  return { ...mail, attachments: [sessionInvite(a, organizer, clientAttendee(a), now)] };
}

export const rejectedMail = (a: AppointmentMailDetails): MailMessage => {
  const locale = clientLocale(a);
  return brandedMail({
    to: a.email,
    subject: m.sessions_rejected_subject({ brand: BRAND_NAME }, { locale }),
    greeting: greeting(a.firstName, locale),
    paragraphs: [
      m.sessions_rejected_intro({ when: sessionWhen(a, locale) }, { locale }),
      m.sessions_refund_done({}, { locale }),
      m.sessions_book_again({}, { locale }),
    ],
    closing: m.sessions_not_for_you({}, { locale }),
    locale,
  });
};
