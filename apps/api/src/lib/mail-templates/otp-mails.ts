import { BRAND_NAME } from '@sukoon/contract/brand';
import { OTP_VALID_MINUTES } from '@sukoon/contract/auth-messages';
import type { AppLocale } from '@sukoon/contract/languages';
import { m } from '../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { brandedMail } from './branded-mail.ts';
import { greeting } from './mail-locale.ts';

/**
 * A mail that carries a one-time code: the texts of its purpose, then how long the code is valid.
 * The sign-up and the password-reset codes differ only in those texts.
 */
const otpMail =
  (texts: (locale: AppLocale) => { subject: string; intro: string; closing?: string }) =>
  (to: string, firstName: string, code: string, locale: AppLocale = 'en'): MailMessage => {
    const { subject, intro, closing } = texts(locale);
    return brandedMail({
      to,
      subject,
      greeting: greeting(firstName, locale),
      paragraphs: [intro, m.mail_otp_validity({ minutes: OTP_VALID_MINUTES }, { locale })],
      code,
      ...(closing === undefined ? {} : { closing }),
      locale,
    });
  };

/** To someone without an account yet: in the language of the page they signed up on. */
export const registrationOtpMail = otpMail((locale) => ({
  subject: m.mail_signup_subject({ brand: BRAND_NAME }, { locale }),
  intro: m.mail_signup_welcome({ brand: BRAND_NAME }, { locale }),
}));

export const passwordResetOtpMail = otpMail((locale) => ({
  subject: m.mail_reset_subject({ brand: BRAND_NAME }, { locale }),
  intro: m.mail_reset_intro({}, { locale }),
  closing: m.mail_reset_closing({}, { locale }),
}));
