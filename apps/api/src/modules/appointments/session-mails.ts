import { BRAND_NAME } from '@sukoon/contract';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedMail } from '../../lib/mail-templates/branded-mail.ts';
import { sessionInvite, when, type MailPerson, type SessionMailDetails } from './appointment-mails.ts';

/** The session's counsellor, who gets the same calendar entry as the client. */
export interface CounsellorMailDetails extends SessionMailDetails {
  counsellorFirstName: string | null;
  counsellorEmail: string | null;
}

type CounsellorEvent = 'accepted' | 'moved' | 'cancelled';

const COUNSELLOR_SUBJECTS: Record<CounsellorEvent, string> = {
  accepted: 'Session confirmed',
  moved: 'A session has moved',
  cancelled: 'A session is cancelled',
};

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
  const counsellor = { name: a.counsellorFirstName ?? a.counsellorEmail, email: a.counsellorEmail };
  const what: Record<CounsellorEvent, string> = {
    accepted: `Your session with ${a.firstName} on ${when(a)} is confirmed.`,
    moved: `${a.firstName} has moved their ${a.meetingLink ? 'session' : 'request'}${previous ? ` from ${when(previous)}` : ''} to ${when(a)}.`,
    cancelled: `Your session with ${a.firstName} on ${when(a)} is cancelled; the client is refunded in full.`,
  };
  const mail = brandedMail({
    to: counsellor.email,
    subject: `${COUNSELLOR_SUBJECTS[event]} — ${BRAND_NAME}`,
    greeting: `Hello ${counsellor.name},`,
    paragraphs: [
      what[event],
      ...(event !== 'cancelled' && a.meetingLink ? [`The session room: ${a.meetingLink}`] : []),
      'Your desk lists your sessions and requests.',
    ],
    closing: 'If something is not right, reply to this e-mail.',
  });
  // A request not yet accepted has no calendar entry to update.
  if (event === 'moved' && !a.meetingLink) return mail;
  const method = event === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return { ...mail, attachments: [sessionInvite(a, organizer, counsellor, now, method)] };
}

/** The client's word that their session moved, with the updated calendar entry once accepted. */
export function rescheduledMail(a: SessionMailDetails, organizer: MailPerson, now: Date): MailMessage {
  const mail = brandedMail({
    to: a.email,
    subject: `Your session has moved — ${BRAND_NAME}`,
    greeting: `Hello ${a.firstName},`,
    paragraphs: [
      `Your ${a.meetingLink ? 'session' : 'request'} is now on ${when(a)}. Your counsellor has been told.`,
      ...(a.meetingLink
        ? ['The attached invitation updates your calendar; the join link stays the same.']
        : []),
    ],
    closing: 'If you did not move it, please reply to this e-mail.',
  });
  if (!a.meetingLink) return mail;
  const attendee = { name: a.firstName, email: a.email };
  return { ...mail, attachments: [sessionInvite(a, organizer, attendee, now)] };
}
