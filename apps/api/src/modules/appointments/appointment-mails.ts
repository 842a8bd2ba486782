import { BRAND_NAME, formatAppointmentDay, formatSlotRange } from '@sukoon/contract';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedMail } from '../../lib/mail-templates/branded-mail.ts';
import { buildInvite } from './appointment-invite.ts';

export interface AppointmentMailDetails {
  id: string;
  firstName: string;
  email: string;
  date: string;
  slot: number;
}

/** What the calendar entry needs besides the client: the room and the entry's SEQUENCE. */
export interface SessionMailDetails extends AppointmentMailDetails {
  meetingLink: string | null;
  icsSequence: number;
}

export interface MailPerson {
  name: string;
  email: string;
}

export const when = (a: { date: string; slot: number }) =>
  `${formatAppointmentDay(a.date)}, ${formatSlotRange(a.slot)} (Indian Standard Time)`;

const NOT_FOR_YOU = 'If you did not make this request, please reply to this e-mail.';

export const requestReceivedMail = (a: AppointmentMailDetails): MailMessage =>
  brandedMail({
    to: a.email,
    subject: `We have your appointment request — ${BRAND_NAME}`,
    greeting: `Hello ${a.firstName},`,
    paragraphs: [
      `Thank you: your payment was received and your appointment request for ${when(a)} is with our counsellors.`,
      'We will e-mail you again as soon as it is confirmed, usually within one working day.',
    ],
    closing: NOT_FOR_YOU,
  });

/** The session's calendar entry for one person: a new or moved one (REQUEST) or its removal (CANCEL). */
export function sessionInvite(
  a: SessionMailDetails,
  organizer: MailPerson,
  attendee: MailPerson,
  now: Date,
  method: 'REQUEST' | 'CANCEL' = 'REQUEST',
): NonNullable<MailMessage['attachments']>[number] {
  const content = buildInvite({
    uid: `appointment-${a.id}@${organizer.email.split('@')[1] ?? 'sukoon'}`,
    brand: BRAND_NAME,
    date: a.date,
    slot: a.slot,
    organizer,
    attendee,
    description: a.meetingLink
      ? `Your one-to-one counselling session with ${BRAND_NAME}. Join it at ${a.meetingLink}`
      : `Your one-to-one counselling session with ${BRAND_NAME}.`,
    now,
    method,
    sequence: a.icsSequence,
    meetingLink: a.meetingLink,
  });
  return {
    filename: method === 'CANCEL' ? 'cancelled.ics' : 'appointment.ics',
    content,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

const joinParagraph = (a: SessionMailDetails) =>
  a.meetingLink
    ? `Join the session at ${a.meetingLink} a few minutes before it starts. You can also find the link on your dashboard.`
    : 'You will find how to join on your dashboard before the session.';

/** The cancellation, with the calendar entry's removal (METHOD:CANCEL, a higher SEQUENCE). */
export function cancelledMail(a: SessionMailDetails, organizer: MailPerson, now: Date): MailMessage {
  const mail = brandedMail({
    to: a.email,
    subject: `Your session is cancelled — ${BRAND_NAME}`,
    greeting: `Hello ${a.firstName},`,
    paragraphs: [
      `We are sorry: your session on ${when(a)} has been cancelled.`,
      'Your payment of ₹199 has been refunded in full. It reaches your account within 7 days, as our refund policy says.',
      'You are welcome to book another time that suits you.',
    ],
    closing: 'If you have any questions, reply to this e-mail.',
  });
  const attendee = { name: a.firstName, email: a.email };
  return { ...mail, attachments: [sessionInvite(a, organizer, attendee, now, 'CANCEL')] };
}

/** The confirmation, with the join link and a calendar invitation for the one-hour session. */
export function acceptedMail(a: SessionMailDetails, organizer: MailPerson, now: Date): MailMessage {
  const mail = brandedMail({
    to: a.email,
    subject: `Your appointment is confirmed — ${BRAND_NAME}`,
    greeting: `Hello ${a.firstName},`,
    paragraphs: [
      `Your appointment on ${when(a)} is confirmed.`,
      joinParagraph(a),
      'The attached invitation adds it to your calendar.',
    ],
    closing: 'If you need help before then, reply to this e-mail.',
  });
  const attendee = { name: a.firstName, email: a.email };
  return { ...mail, attachments: [sessionInvite(a, organizer, attendee, now)] };
}

export const rejectedMail = (a: AppointmentMailDetails): MailMessage =>
  brandedMail({
    to: a.email,
    subject: `About your appointment request — ${BRAND_NAME}`,
    greeting: `Hello ${a.firstName},`,
    paragraphs: [
      `We are sorry: we cannot offer the appointment you asked for on ${when(a)}.`,
      'Your payment of ₹199 has been refunded in full. It reaches your account within 7 days, as our refund policy says.',
      'You are welcome to book another time that suits you.',
    ],
    closing: NOT_FOR_YOU,
  });
