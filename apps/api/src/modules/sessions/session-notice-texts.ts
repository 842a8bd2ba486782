import { BRAND_NAME, formatAppointmentDay, formatSlotRange } from '@sukoon/contract';
import type { NotificationKind } from '@sukoon/contract/notification-rules';
import type { AppointmentNoticeKind } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedMail } from '../../lib/mail-templates/branded-mail.ts';
import type { NoticeDetails } from './session-notices-repository.ts';

/** What a session's timed notices say, in the bell and by e-mail, to its client or its counsellor. */

const when = (s: NoticeDetails) =>
  `${formatAppointmentDay(s.date)}, ${formatSlotRange(s.slot)} (Indian Standard Time)`;

const counsellorName = (s: NoticeDetails) =>
  s.counsellorFirstName ? `${s.counsellorFirstName} ${s.counsellorLastName ?? ''}`.trim() : undefined;

const soon = (kind: AppointmentNoticeKind) => (kind === 'reminder-1h' ? 'in one hour' : 'tomorrow');

interface NoticeText {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

/** The in-app notice; `forCounsellor` when it goes to the session's counsellor. */
export function noticeText(
  kind: AppointmentNoticeKind,
  s: NoticeDetails,
  forCounsellor: boolean,
): NoticeText {
  if (kind === 'expired') {
    return {
      kind: 'appointment.expired',
      title: 'Your request could not be confirmed',
      body: `Nobody could confirm your request for ${when(s)} before it began. Your payment of ₹199 is being refunded in full.`,
      link: '/UserCourses',
    };
  }
  if (forCounsellor) {
    return {
      kind: 'appointment.reminder',
      title: `Session ${soon(kind)}`,
      body: `Your session with ${s.clientFirstName} is on ${when(s)}.`,
      link: '/counsellor',
    };
  }
  const withWhom = counsellorName(s);
  return {
    kind: 'appointment.reminder',
    title: `Your session is ${soon(kind)}`,
    body: `Your session${withWhom ? ` with ${withWhom}` : ''} is on ${when(s)}.`,
    link: '/UserCourses',
  };
}

/** The e-mail of the same notice, or undefined when the recipient has no address on record. */
export function noticeMail(
  kind: AppointmentNoticeKind,
  s: NoticeDetails,
  forCounsellor: boolean,
): MailMessage | undefined {
  const to = forCounsellor ? s.counsellorEmail : s.clientEmail;
  if (!to) return undefined;
  const name = forCounsellor ? s.counsellorFirstName : s.clientFirstName;
  const greeting = name ? `Hello ${name},` : 'Hello,';
  if (kind === 'expired') {
    return brandedMail({
      to,
      subject: `Your appointment request could not be confirmed — ${BRAND_NAME}`,
      greeting,
      paragraphs: [
        `We are sorry: nobody could confirm your request for ${when(s)} before it began, so it has been closed.`,
        'Your payment of ₹199 is being refunded in full. It reaches your account within 7 days, as our refund policy says.',
        'You are welcome to book another time that suits you.',
      ],
      closing: 'If you have any questions, reply to this e-mail.',
    });
  }
  const text = noticeText(kind, s, forCounsellor);
  return brandedMail({
    to,
    subject: `${text.title} — ${BRAND_NAME}`,
    greeting,
    paragraphs: [
      text.body,
      forCounsellor
        ? 'You can see it under your sessions on your counsellor page.'
        : 'You can see it under Appointments on your dashboard.',
    ],
    closing: 'If you need help before then, reply to this e-mail.',
  });
}
