import { z } from 'zod';
import { indianMobileField } from './auth.ts';

/**
 * Phones: verified mobile numbers and the channels that reach them (DESIGN "Phones: verified
 * numbers, SMS and WhatsApp"). A number typed at sign-up is unverified and blocks nobody; a number
 * verified by a 6-digit SMS code belongs to that one account.
 */

/** How a verification code is made and checked. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_TRIES = 5;

/** `POST /api/me/phone/verification`: send a code by SMS to this number (signed in). */
export const phoneVerificationRequest = z.object({ phone: indianMobileField });
export type PhoneVerificationRequest = z.input<typeof phoneVerificationRequest>;

/**
 * The answer to a code request. The same whether or not another account verified the number, so
 * it never tells who holds a number; `resendAfterSeconds` is when the page may offer "Send again".
 */
export const phoneVerificationResponse = z.object({
  message: z.string(),
  /** The number the code went to, as ten digits. */
  phone: z.string(),
  expiresInMinutes: z.number().int(),
  resendAfterSeconds: z.number().int().min(0),
});
export type PhoneVerificationResponse = z.infer<typeof phoneVerificationResponse>;

/** `POST /api/me/phone/verify`: the code that came by SMS. */
export const phoneVerifyRequest = z.object({
  phone: indianMobileField,
  code: z
    .string()
    .trim()
    .regex(
      new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`),
      `must be the ${PHONE_CODE_LENGTH}-digit code from the SMS`,
    ),
});
export type PhoneVerifyRequest = z.input<typeof phoneVerifyRequest>;

/** The account's number as it now stands (verify, remove, read). */
export const phoneStatusResponse = z.object({
  message: z.string(),
  /** Ten digits, or '' when the account has no number. */
  phone: z.string(),
  verified: z.boolean(),
});
export type PhoneStatusResponse = z.infer<typeof phoneStatusResponse>;

/** The channels a person can choose; the bell is always on and is not a choice. */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * `GET`/`PUT /api/me/notification-preferences`. SMS and WhatsApp reach only a verified number
 * and only once turned on (each turn is a consent row); `push` reaches the devices the person
 * subscribed (`POST /api/push/subscriptions`).
 */
export const notificationPreferences = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
  push: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** `GET /api/me/notification-preferences`: the choices and what they can reach. */
export const notificationPreferencesResponse = notificationPreferences.extend({
  /** Ten digits when the account has a verified number, else ''. SMS and WhatsApp need one. */
  verifiedPhone: z.string(),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponse>;

/** `PUT /api/me/notification-preferences`: any subset; what is left out keeps its value. */
export const notificationPreferencesWrite = notificationPreferences.partial().strict();
export type NotificationPreferencesWrite = z.input<typeof notificationPreferencesWrite>;

/** The session events that go to the phone channels (DESIGN "Phones"). */
export const PHONE_EVENTS = [
  'session_accepted',
  'session_reminder_24h',
  'session_reminder_1h',
  'session_moved',
  'session_cancelled',
  'request_expired',
] as const;
export type PhoneEvent = (typeof PHONE_EVENTS)[number];

/** An admin's view of a phone message that gave up after its retries. */
export const failedPhoneMessage = z.object({
  _id: z.string(),
  channel: z.enum(['sms', 'whatsapp']),
  event: z.enum(PHONE_EVENTS),
  /** The last four digits only: enough to recognise, not to misuse. */
  toLastDigits: z.string(),
  attempts: z.number().int(),
  lastError: z.string(),
  failedAt: z.string(),
});
export type FailedPhoneMessage = z.infer<typeof failedPhoneMessage>;

/**
 * `POST /api/admin/phone-messages/{id}/retry` (admin): a message that gave up goes back in the
 * queue with all its tries, and the next delivery run sends it. Only a failed message can: an
 * unknown id is 404 (NOT_FOUND), one that is pending, sent or void is 409 (CONFLICT).
 */
export const phoneMessageRetryResponse = z.object({
  message: z.string(),
  _id: z.string(),
});
export type PhoneMessageRetryResponse = z.infer<typeof phoneMessageRetryResponse>;
