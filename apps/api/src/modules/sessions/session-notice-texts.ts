import { BRAND_NAME } from '@sukoon/contract';
import { localeOfLanguage } from '@sukoon/contract/languages';
import type { NotificationKind } from '@sukoon/contract/notification-rules';
import type { AppointmentNoticeKind } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedMail } from '../../lib/mail-templates/branded-mail.ts';
import { greeting } from '../../lib/mail-templates/mail-locale.ts';
import { m } from '../../paraglide/messages.js';
import { sessionWhen } from '../../lib/session-times.ts';
import { notificationText, type NotificationMessage } from '../../lib/notification-messages.ts';
import type { NoticeDetails } from './session-notices-repository.ts';

/** What a session's timed notices say, in the bell and by e-mail, to its client or its counsellor. */

const counsellorName = (s: NoticeDetails) =>
  s.counsellorFirstName ? `${s.counsellorFirstName} ${s.counsellorLastName ?? ''}`.trim() : undefined;

interface Notice {
  kind: NotificationKind;
  message: NotificationMessage;
  link: string;
}

/** Which reminder's words: within the hour, later today (IST) or tomorrow. */
const reminderWhen = (kind: AppointmentNoticeKind, s: NoticeDetails, today: string) =>
  kind === 'reminder-1h' ? 'hour' : s.date === today ? 'today' : 'day';

/**
 * The in-app notice; `forCounsellor` when it goes to the session's counsellor. `today` is the IST
 * day the notice is made on, so a session later the same day is "today", never "tomorrow".
 */
export function noticeOf(
  kind: AppointmentNoticeKind,
  s: NoticeDetails,
  forCounsellor: boolean,
  today: string,
): Notice {
  const when = { date: s.date, slot: s.slot };
  if (kind === 'expired') {
    return {
      kind: 'appointment.expired',
      message: { key: 'request_expired', inputs: { when } },
      link: '/UserCourses',
    };
  }
  const words = reminderWhen(kind, s, today);
  if (forCounsellor) {
    return {
      kind: 'appointment.reminder',
      message: {
        key: `reminder_counsellor_${words}`,
        inputs: { when, client: s.clientFirstName },
      },
      link: '/counsellor',
    };
  }
  return {
    kind: 'appointment.reminder',
    message: {
      key: `reminder_client_${words}`,
      inputs: { when, counsellor: counsellorName(s) },
    },
    link: '/UserCourses',
  };
}

/** The e-mail of the same notice, or undefined when the recipient has no address on record. */
export function noticeMail(
  kind: AppointmentNoticeKind,
  s: NoticeDetails,
  forCounsellor: boolean,
  today: string,
): MailMessage | undefined {
  const to = forCounsellor ? s.counsellorEmail : s.clientEmail;
  if (!to) return undefined;
  const locale = localeOfLanguage(forCounsellor ? s.counsellorLanguage : s.clientLanguage);
  const name = forCounsellor ? s.counsellorFirstName : s.clientFirstName;
  if (kind === 'expired') {
    return brandedMail({
      to,
      subject: m.sessions_expired_subject({ brand: BRAND_NAME }, { locale }),
      greeting: greeting(name, locale),
      paragraphs: [
        m.sessions_expired_intro({ when: sessionWhen(s, locale) }, { locale }),
        m.sessions_refund_pending({}, { locale }),
        m.sessions_book_again({}, { locale }),
      ],
      closing: m.sessions_closing_questions({}, { locale }),
      locale,
    });
  }
  const text = notificationText(noticeOf(kind, s, forCounsellor, today).message, locale);
  // Every reminder carries the way in, right after the time: the one-hour one is read on the way.
  const joining = s.meetingLink
    ? forCounsellor
      ? m.sessions_counsellor_room({ link: s.meetingLink }, { locale })
      : m.sessions_join_link({ link: s.meetingLink }, { locale })
    : m.sessions_join_later({}, { locale });
  return brandedMail({
    to,
    subject: m.sessions_reminder_subject({ title: text.title, brand: BRAND_NAME }, { locale }),
    greeting: greeting(name, locale),
    paragraphs: [
      text.body,
      joining,
      forCounsellor
        ? m.sessions_reminder_counsellor_where({}, { locale })
        : m.sessions_reminder_client_where({}, { locale }),
    ],
    closing: m.sessions_closing_help({}, { locale }),
    locale,
  });
}
