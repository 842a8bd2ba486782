import { BRAND_NAME, formatIstDateTime, formatPaise, istInstant } from '@sukoon/contract';
import { localeOfLanguage } from '@sukoon/contract/languages';
import { m } from '../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { brandedMail } from './branded-mail.ts';
import { greeting } from './mail-locale.ts';

export interface Buyer {
  email: string;
  firstName: string;
  /** The profile's language, which the mail is written in. */
  language?: string | null;
}

export function courseBoughtMail(
  buyer: Buyer,
  course: { id: string; name: string },
  amountPaise: number,
  appUrl: string,
): MailMessage {
  const locale = localeOfLanguage(buyer.language);
  return brandedMail({
    to: buyer.email,
    subject: m.mail_course_subject({ course: course.name, brand: BRAND_NAME }, { locale }),
    greeting: greeting(buyer.firstName, locale),
    paragraphs: [
      m.mail_course_paid({ amount: formatPaise(amountPaise), course: course.name }, { locale }),
      m.mail_course_start({ link: `${appUrl}/courseInfo/${course.id}` }, { locale }),
      m.mail_course_dashboard({}, { locale }),
    ],
    closing: m.mail_purchase_keep({}, { locale }),
    locale,
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
  const locale = localeOfLanguage(buyer.language);
  const { title, presenter } = webinar;
  const paid =
    amountPaise === null
      ? m.mail_webinar_free({ title, presenter }, { locale })
      : m.mail_webinar_paid({ amount: formatPaise(amountPaise), title, presenter }, { locale });
  const when = formatIstDateTime(istInstant(webinar.date, webinar.time), { weekday: 'long', locale });
  return brandedMail({
    to: buyer.email,
    subject: m.mail_webinar_subject({ title, brand: BRAND_NAME }, { locale }),
    greeting: greeting(buyer.firstName, locale),
    paragraphs: [
      paid,
      m.mail_webinar_when({ when }, { locale }),
      m.mail_webinar_join({ link: `${appUrl}/webinarInfo/${webinar.id}` }, { locale }),
    ],
    closing:
      amountPaise === null
        ? m.mail_webinar_free_closing({}, { locale })
        : m.mail_purchase_keep({}, { locale }),
    locale,
  });
}
