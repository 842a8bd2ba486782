import { z } from 'zod';
import { MOBILE_INPUT_MAX_LENGTH } from './auth-messages.ts';
import { emailField } from './auth.ts';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

const requiredText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/**
 * The contact form (spec §3: name, email, phone, message, all required). It goes to the visitor's
 * own mail app, not to our server; the phone is any number a person can be reached on, as typed.
 */
export const contactMessage = z.object({
  name: requiredText(CONTACT_NAME_MAX_LENGTH),
  email: emailField,
  phone: requiredText(MOBILE_INPUT_MAX_LENGTH),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactMessage = z.infer<typeof contactMessage>;
