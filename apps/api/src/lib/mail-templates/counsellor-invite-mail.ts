import { BRAND_NAME } from '@sukoon/contract/brand';
import { COUNSELLOR_INVITE_DAYS } from '@sukoon/contract/counsellors';
import type { AppLocale } from '@sukoon/contract/languages';
import { m } from '../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { brandedMail } from './branded-mail.ts';
import { greeting } from './mail-locale.ts';

/** To a counsellor an admin added: the single-use link that sets their password. */
export const counsellorInviteMail = (
  to: string,
  firstName: string,
  link: string,
  locale: AppLocale = 'en',
): MailMessage =>
  brandedMail({
    to,
    subject: m.mail_invite_subject({ brand: BRAND_NAME }, { locale }),
    greeting: greeting(firstName, locale),
    paragraphs: [
      m.mail_invite_intro({ brand: BRAND_NAME }, { locale }),
      m.mail_invite_link({ link }, { locale }),
      m.mail_invite_validity({ days: COUNSELLOR_INVITE_DAYS, brand: BRAND_NAME }, { locale }),
    ],
    closing: m.mail_invite_closing({}, { locale }),
    locale,
  });
