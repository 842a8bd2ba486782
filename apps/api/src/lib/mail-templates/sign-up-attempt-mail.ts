import { BRAND_NAME } from '@sukoon/contract/brand';
import type { MailMessage } from '../mailer.ts';
import { brandedMail } from './branded-mail.ts';

/** To the owner of an account whose address someone used to sign up again (the answer said nothing). */
export const signUpAttemptMail = (to: string, firstName: string, appUrl: string): MailMessage =>
  brandedMail({
    to,
    subject: `Someone tried to sign up to ${BRAND_NAME} with your e-mail`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Someone just tried to create a new ${BRAND_NAME} account with this e-mail address. You already have an account, so nothing was created and nothing about your account has changed.`,
      `If it was you, log in here: ${appUrl}/login`,
      `Forgot your password? Choose a new one here: ${appUrl}/forgotpassword`,
    ],
    closing: 'If it was not you, you can ignore this e-mail: nobody can sign up with your address.',
  });
