import { BRAND_NAME } from '@sukoon/contract/brand';
import { COUNSELLOR_INVITE_DAYS } from '@sukoon/contract/counsellors';
import type { MailMessage } from '../mailer.ts';
import { brandedMail } from './branded-mail.ts';

/** To a counsellor an admin added: the single-use link that sets their password. */
export const counsellorInviteMail = (to: string, firstName: string, link: string): MailMessage =>
  brandedMail({
    to,
    subject: `You are invited to counsel on ${BRAND_NAME}`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `The ${BRAND_NAME} team has added you as a counsellor. Choose a password to open your desk, where you will see your sessions and set the hours you are free.`,
      `Set your password here: ${link}`,
      `The link works once and for ${COUNSELLOR_INVITE_DAYS} days. After that, ask the ${BRAND_NAME} team for a new one.`,
    ],
    closing:
      'If you were not expecting this, you can ignore this e-mail: nothing happens until the link is used.',
  });
