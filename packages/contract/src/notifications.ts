import { z } from 'zod';
import {
  NOTIFICATIONS_DEFAULT_LIMIT,
  NOTIFICATIONS_MAX_LIMIT,
  NOTIFICATIONS_MAX_READ_IDS,
  NOTIFICATION_KINDS,
} from './notification-rules.ts';

/**
 * In-app notifications: the navbar bell and /Notifications (DESIGN.md "Counsellors and sessions").
 * The appointment events write them; a person only ever reads and marks their own.
 */

export const notification = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path in the web app (`/UserCourses`), never another site. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

/** `GET /api/notifications`: the newest first, and how many of all of them are unread. */
export const notificationsResponse = z.object({
  notifications: z.array(notification),
  unread: z.number().int().min(0),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const notificationsQuery = z.object({
  limit: z.coerce
    .number({ message: `must be a whole number from 1 to ${NOTIFICATIONS_MAX_LIMIT}` })
    .int(`must be a whole number from 1 to ${NOTIFICATIONS_MAX_LIMIT}`)
    .min(1, `must be a whole number from 1 to ${NOTIFICATIONS_MAX_LIMIT}`)
    .max(NOTIFICATIONS_MAX_LIMIT, `must be a whole number from 1 to ${NOTIFICATIONS_MAX_LIMIT}`)
    .default(NOTIFICATIONS_DEFAULT_LIMIT),
});

/** `POST /api/notifications/read`: these of the caller's, or all of them without `ids`. */
export const markReadBody = z.object({
  ids: z
    .array(z.uuid({ message: 'must be a notification id' }))
    .max(NOTIFICATIONS_MAX_READ_IDS, `must name at most ${NOTIFICATIONS_MAX_READ_IDS} notifications`)
    .optional(),
});
export type MarkReadBody = z.infer<typeof markReadBody>;

export const markReadResponse = z.object({ unread: z.number().int().min(0) });
export type MarkReadResponse = z.infer<typeof markReadResponse>;
