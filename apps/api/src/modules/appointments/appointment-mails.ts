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

const when = (a: AppointmentMailDetails) =>
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

export const cancelledMail = (a: AppointmentMailDetails): MailMessage =>
  brandedMail({
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

/** The confirmation, with a calendar invitation for the one-hour session. */
export function acceptedMail(
  a: AppointmentMailDetails,
  organizer: { name: string; email: string },
  now: Date,
): MailMessage {
  const mail = brandedMail({
    to: a.email,
    subject: `Your appointment is confirmed — ${BRAND_NAME}`,
    greeting: `Hello ${a.firstName},`,
    paragraphs: [
      `Your appointment on ${when(a)} is confirmed.`,
      'Your counsellor will contact you by e-mail before the session with how to join. The attached invitation adds it to your calendar.',
    ],
    closing: 'If you need help before then, reply to this e-mail.',
  });
  const invite = buildInvite({
    uid: `appointment-${a.id}@${organizer.email.split('@')[1] ?? 'sukoon'}`,
    brand: BRAND_NAME,
    date: a.date,
    slot: a.slot,
    organizer,
    attendee: { name: a.firstName, email: a.email },
    description: `Your one-to-one counselling session with ${BRAND_NAME}. Your counsellor will e-mail you how to join.`,
    now,
  });
  return {
    ...mail,
    attachments: [
      {
        filename: 'appointment.ics',
        content: invite,
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      },
    ],
  };
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
