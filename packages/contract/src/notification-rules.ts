// Zod-free kinds, limits and the link rule of notifications: the navbar bell is on every page's
// critical path and must not bring zod with it.

export const NOTIFICATION_KINDS = [
  'appointment.requested',
  'appointment.accepted',
  'appointment.rejected',
  'appointment.cancelled',
  'appointment.rescheduled',
  'appointment.reminder',
  'appointment.expired',
  'counsellor.request',
  'counsellor.moved',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What the bell shows at most; `?limit=` may ask for up to NOTIFICATIONS_MAX_LIMIT. */
export const NOTIFICATIONS_DEFAULT_LIMIT = 50;
export const NOTIFICATIONS_MAX_LIMIT = 100;
/** Ids one `read` call may name. */
export const NOTIFICATIONS_MAX_READ_IDS = 100;

/** A notification's link is a path of this site (`/UserCourses`), never `//elsewhere` or a URL. */
export function isInAppPath(link: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(link);
}
