import { BRAND_NAME, formatIstDateTime, formatPaise, istInstant } from '@sukoon/contract';
import type { MailMessage } from '../mailer.ts';
import { brandedMail } from './branded-mail.ts';

export interface Buyer {
  email: string;
  firstName: string;
}

const KEEP_THIS = 'Keep this e-mail as your receipt. If you did not make this purchase, please reply to it.';

export function courseBoughtMail(
  buyer: Buyer,
  course: { id: string; name: string },
  amountPaise: number,
  appUrl: string,
): MailMessage {
  return brandedMail({
    to: buyer.email,
    subject: `You are enrolled in ${course.name} — ${BRAND_NAME}`,
    greeting: `Hello ${buyer.firstName},`,
    paragraphs: [
      `Thank you: your payment of ${formatPaise(amountPaise)} was received and you are enrolled in the course “${course.name}”.`,
      `Start watching whenever you like: ${appUrl}/courseInfo/${course.id}`,
      'The course also stays under My courses on your dashboard.',
    ],
    closing: KEEP_THIS,
  });
}

/**
 * The seat in a webinar, paid or free. The mail links to the webinar's page, which shows the
 * meeting link and password to the enrolled person only: a forwarded mail is not a ticket.
 */
export function webinarSeatMail(
  buyer: Buyer,
  webinar: { id: string; title: string; presenter: string; date: string; time: string },
  amountPaise: number | null,
  appUrl: string,
): MailMessage {
  const paid =
    amountPaise === null
      ? `You have a seat in the free webinar “${webinar.title}” with ${webinar.presenter}.`
      : `Thank you: your payment of ${formatPaise(amountPaise)} was received and you have a seat in the webinar “${webinar.title}” with ${webinar.presenter}.`;
  return brandedMail({
    to: buyer.email,
    subject: `Your seat: ${webinar.title} — ${BRAND_NAME}`,
    greeting: `Hello ${buyer.firstName},`,
    paragraphs: [
      paid,
      `When: ${formatIstDateTime(istInstant(webinar.date, webinar.time), { weekday: 'long' })}.`,
      `How to join: sign in and open ${appUrl}/webinarInfo/${webinar.id} a few minutes before the start; the page shows the meeting link.`,
    ],
    closing:
      amountPaise === null ? 'If you did not sign up for this, please reply to this e-mail.' : KEEP_THIS,
  });
}
