import { BRAND_NAME } from '@sukoon/contract';
import { localeOfLanguage, type AppLocale } from '@sukoon/contract/languages';
import type { NotificationKind } from '@sukoon/contract/notification-rules';
import type { AppointmentNoticeKind } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedMail } from '../../lib/mail-templates/branded-mail.ts';
import { greeting } from '../../lib/mail-templates/mail-locale.ts';
import { m } from '../../paraglide/messages.js';
import { sessionWhen } from '../appointments/session-times.ts';
import type { NoticeDetails } from './session-notices-repository.ts';

/** What a session's timed notices say, in the bell and by e-mail, to its client or its counsellor. */

const counsellorName = (s: NoticeDetails) =>
  s.counsellorFirstName ? `${s.counsellorFirstName} ${s.counsellorLastName ?? ''}`.trim() : undefined;

const soon = (kind: AppointmentNoticeKind, forCounsellor: boolean, locale: AppLocale) => {
  const inOneHour = kind === 'reminder-1h';
  if (forCounsellor) {
    return inOneHour
      ? m.sessions_reminder_counsellor_hour({}, { locale })
      : m.sessions_reminder_counsellor_day({}, { locale });
  }
  return inOneHour
    ? m.sessions_reminder_client_hour({}, { locale })
    : m.sessions_reminder_client_day({}, { locale });
};

interface NoticeText {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

/**
 * The in-app notice; `forCounsellor` when it goes to the session's counsellor. The bell keeps
 * English (its rows are stored text); the mail passes its reader's locale.
 */
export function noticeText(
  kind: AppointmentNoticeKind,
  s: NoticeDetails,
  forCounsellor: boolean,
  locale: AppLocale = 'en',
): NoticeText {
  const when = sessionWhen(s, locale);
  if (kind === 'expired') {
    return {
      kind: 'appointment.expired',
      title: 'Your request could not be confirmed',
      body: `Nobody could confirm your request for ${when} before it began. Your payment of ₹199 is being refunded in full.`,
      link: '/UserCourses',
    };
  }
  if (forCounsellor) {
    return {
      kind: 'appointment.reminder',
      title: soon(kind, true, locale),
      body: m.sessions_reminder_counsellor_body({ client: s.clientFirstName, when }, { locale }),
      link: '/counsellor',
    };
  }
  const withWhom = counsellorName(s);
  return {
    kind: 'appointment.reminder',
    title: soon(kind, false, locale),
    body: withWhom
      ? m.sessions_reminder_client_body_with({ counsellor: withWhom, when }, { locale })
      : m.sessions_reminder_client_body({ when }, { locale }),
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
  const text = noticeText(kind, s, forCounsellor, locale);
  return brandedMail({
    to,
    subject: m.sessions_reminder_subject({ title: text.title, brand: BRAND_NAME }, { locale }),
    greeting: greeting(name, locale),
    paragraphs: [
      text.body,
      forCounsellor
        ? m.sessions_reminder_counsellor_where({}, { locale })
        : m.sessions_reminder_client_where({}, { locale }),
    ],
    closing: m.sessions_closing_help({}, { locale }),
    locale,
  });
}
