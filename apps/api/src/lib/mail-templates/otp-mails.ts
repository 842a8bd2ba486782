import { BRAND_NAME } from '@sukoon/contract/brand';
import { OTP_VALID_MINUTES } from '@sukoon/contract/auth-messages';
import type { AppLocale } from '@sukoon/contract/languages';
import { m } from '../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { brandedMail } from './branded-mail.ts';
import { greeting } from './mail-locale.ts';

const validity = (locale: AppLocale) => m.mail_otp_validity({ minutes: OTP_VALID_MINUTES }, { locale });

/** To someone without an account yet: in the language of the page they signed up on. */
export const registrationOtpMail = (
  to: string,
  firstName: string,
  code: string,
  locale: AppLocale = 'en',
): MailMessage =>
  brandedMail({
    to,
    subject: m.mail_signup_subject({ brand: BRAND_NAME }, { locale }),
    greeting: greeting(firstName, locale),
    paragraphs: [m.mail_signup_welcome({ brand: BRAND_NAME }, { locale }), validity(locale)],
    code,
    locale,
  });

export const passwordResetOtpMail = (
  to: string,
  firstName: string,
  code: string,
  locale: AppLocale = 'en',
): MailMessage =>
  brandedMail({
    to,
    subject: m.mail_reset_subject({ brand: BRAND_NAME }, { locale }),
    greeting: greeting(firstName, locale),
    paragraphs: [m.mail_reset_intro({}, { locale }), validity(locale)],
    code,
    closing: m.mail_reset_closing({}, { locale }),
    locale,
  });
