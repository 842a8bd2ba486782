import { BRAND_NAME } from '@sukoon/contract/brand';
import { OTP_VALID_MINUTES } from '@sukoon/contract/auth-messages';
import type { MailMessage } from '../mailer.ts';
import { brandedMail } from './branded-mail.ts';

const validity = `The code is valid for ${OTP_VALID_MINUTES} minutes. Never share it with anyone.`;

export const registrationOtpMail = (to: string, firstName: string, code: string): MailMessage =>
  brandedMail({
    to,
    subject: `Your ${BRAND_NAME} sign-up code`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Welcome to ${BRAND_NAME}. Enter this code to verify your e-mail and finish signing up.`,
      validity,
    ],
    code,
  });

export const passwordResetOtpMail = (to: string, firstName: string, code: string): MailMessage =>
  brandedMail({
    to,
    subject: `Your ${BRAND_NAME} password reset code`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'Someone asked to reset the password of your account. Enter this code to choose a new one.',
      validity,
    ],
    code,
    closing: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
