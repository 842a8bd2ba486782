import { BRAND_NAME } from '@sukoon/contract';
import { localeOfLanguage } from '@sukoon/contract/languages';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedMail } from '../../lib/mail-templates/branded-mail.ts';
import { greeting } from '../../lib/mail-templates/mail-locale.ts';
import { m } from '../../paraglide/messages.js';
import {
  clientLocale,
  sessionInvite,
  type MailPerson,
  type SessionMailDetails,
} from './appointment-mails.ts';
import { sessionWhen } from '../../lib/session-times.ts';

/** The session's counsellor, who gets the same calendar entry as the client. */
export interface CounsellorMailDetails extends SessionMailDetails {
  counsellorFirstName: string | null;
  counsellorEmail: string | null;
  /** The counsellor's profile language, which their mails are written in. */
  counsellorLanguage?: string | null;
}

type CounsellorEvent = 'accepted' | 'moved' | 'cancelled';

const COUNSELLOR_SUBJECTS = {
  accepted: m.sessions_counsellor_accepted_subject,
  moved: m.sessions_counsellor_moved_subject,
  cancelled: m.sessions_counsellor_cancelled_subject,
} satisfies Record<CounsellorEvent, unknown>;

/**
 * The counsellor's copy of a session's calendar entry: on acceptance, on a move (the updated
 * entry, same UID, higher SEQUENCE) and on cancellation (METHOD:CANCEL). None without a counsellor.
 */
export function counsellorSessionMail(
  a: CounsellorMailDetails,
  organizer: MailPerson,
  now: Date,
  event: CounsellorEvent,
  previous?: { date: string; slot: number },
): MailMessage | undefined {
  if (!a.counsellorEmail) return undefined;
  const locale = localeOfLanguage(a.counsellorLanguage);
  const counsellor = {
    name: a.counsellorFirstName ?? a.counsellorEmail,
    email: a.counsellorEmail,
    locale,
  };
  const client = a.firstName;
  const when = sessionWhen(a, locale);
  const moved = () => {
    const to = when;
    if (previous) {
      const from = sessionWhen(previous, locale);
      return a.meetingLink
        ? m.sessions_counsellor_moved_session_from({ client, from, to }, { locale })
        : m.sessions_counsellor_moved_request_from({ client, from, to }, { locale });
    }
    return a.meetingLink
      ? m.sessions_counsellor_moved_session({ client, to }, { locale })
      : m.sessions_counsellor_moved_request({ client, to }, { locale });
  };
  const what =
    event === 'accepted'
      ? m.sessions_counsellor_accepted({ client, when }, { locale })
      : event === 'cancelled'
        ? m.sessions_counsellor_cancelled({ client, when }, { locale })
        : moved();
  const mail = brandedMail({
    to: counsellor.email,
    subject: COUNSELLOR_SUBJECTS[event]({ brand: BRAND_NAME }, { locale }),
    greeting: greeting(counsellor.name, locale),
    paragraphs: [
      what,
      ...(event !== 'cancelled' && a.meetingLink
        ? [m.sessions_counsellor_room({ link: a.meetingLink }, { locale })]
        : []),
      m.sessions_counsellor_desk({}, { locale }),
    ],
    closing: m.sessions_counsellor_closing({}, { locale }),
    locale,
  });
  // A request not yet accepted has no calendar entry to update.
  if (event === 'moved' && !a.meetingLink) return mail;
  const method = event === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return { ...mail, attachments: [sessionInvite(a, organizer, counsellor, now, method)] };
}

/** The client's word that their session moved, with the updated calendar entry once accepted. */
export function rescheduledMail(a: SessionMailDetails, organizer: MailPerson, now: Date): MailMessage {
  const locale = clientLocale(a);
  const when = sessionWhen(a, locale);
  const mail = brandedMail({
    to: a.email,
    subject: m.sessions_moved_subject({ brand: BRAND_NAME }, { locale }),
    greeting: greeting(a.firstName, locale),
    paragraphs: [
      a.meetingLink
        ? m.sessions_moved_session({ when }, { locale })
        : m.sessions_moved_request({ when }, { locale }),
      ...(a.meetingLink ? [m.sessions_moved_calendar({}, { locale })] : []),
    ],
    closing: m.sessions_moved_closing({}, { locale }),
    locale,
  });
  if (!a.meetingLink) return mail;
  const attendee = { name: a.firstName, email: a.email, locale };
  return { ...mail, attachments: [sessionInvite(a, organizer, attendee, now)] };
}
