import { BRAND_NAME } from '@sukoon/contract/brand';
import type { AppLocale } from '@sukoon/contract/languages';
import { m } from '../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { brandedMail } from './branded-mail.ts';
import { greeting } from './mail-locale.ts';

/** To the owner of an account whose address someone used to sign up again (the answer said nothing). */
export const signUpAttemptMail = (
  to: string,
  firstName: string,
  appUrl: string,
  locale: AppLocale = 'en',
): MailMessage =>
  brandedMail({
    to,
    subject: m.mail_signup_attempt_subject({ brand: BRAND_NAME }, { locale }),
    greeting: greeting(firstName, locale),
    paragraphs: [
      m.mail_signup_attempt_intro({ brand: BRAND_NAME }, { locale }),
      m.mail_signup_attempt_login({ link: `${appUrl}/login` }, { locale }),
      m.mail_signup_attempt_forgot({ link: `${appUrl}/forgotpassword` }, { locale }),
    ],
    closing: m.mail_signup_attempt_closing({}, { locale }),
    locale,
  });
