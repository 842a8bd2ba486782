import { z } from 'zod';

/**
 * Web push (DESIGN "The installable app and push"): a browser's subscription, made with the
 * server's VAPID public key (`GET /api/config` → `vapidPublicKey`), is kept per device; the session
 * events that go to the phone channels go to each of the person's devices when they turned push on.
 */

/** A push service's address: https only, as every browser's push service is. */
const endpointField = z
  .url({ protocol: /^https$/, message: 'must be the https address of a push service' })
  .max(2048, 'is too long');

/** base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64UrlKey = (bytes: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')
    .length(Math.ceil((bytes * 4) / 3), `must be ${bytes} bytes in base64url`);

/** `POST /api/push/subscriptions`: this device's subscription (PushSubscription.toJSON()). */
export const pushSubscriptionBody = z.object({
  endpoint: endpointField,
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64UrlKey(65),
    /** The shared authentication secret (16 bytes). */
    auth: base64UrlKey(16),
  }),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

/** `DELETE /api/push/subscriptions`: forget this device (push turned off here, or sign-out). */
export const pushUnsubscribeBody = z.object({ endpoint: endpointField });
export type PushUnsubscribeBody = z.input<typeof pushUnsubscribeBody>;

export const pushSubscriptionResponse = z.object({
  message: z.string(),
  /** How many devices of the caller now receive push. */
  devices: z.number().int().min(0),
});
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponse>;

/**
 * What a notification carries to the service worker, in the person's language: a title, a line
 * with the time and nothing of what the session is about, and the in-app path a tap opens.
 */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** An in-app path (`/session/…`, `/UserCourses`). */
  path: z.string().startsWith('/'),
  /** One notification per event occurrence: a repeat replaces, never stacks. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;
