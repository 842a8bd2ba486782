import { isInAppPath, type NotificationKind } from '@sukoon/contract/notification-rules';
import type { Notification, NotificationsResponse } from '@sukoon/contract/notifications';
import type { AppLocale } from '@sukoon/contract/languages';
import type { PhoneEvent } from '@sukoon/contract/phones';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PhoneMessages } from '../phones/phone-messages-service.ts';
import {
  countUnread,
  insertNotification,
  listNotifications,
  markNotificationsRead,
  type NotificationRow,
} from './notifications-repository.ts';
import {
  notificationText,
  storedNotificationText,
  type NotificationMessage,
} from '../../lib/notification-messages.ts';

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** What it says: read in each reader's language, stored with its English text. */
  message: NotificationMessage;
  /** A path in the web app, e.g. `/UserCourses`. */
  link?: string | null;
  /** Names the event (`reminder-24h:<appointment>:<user>`): recording it again makes no second one. */
  dedupeKey?: string;
  /**
   * A session event that may also go to the person's phone (SMS, WhatsApp) if they chose it; the
   * key names the occurrence, so it is owed once however often it is recorded.
   */
  phone?: { event: PhoneEvent; appointmentId: string; eventKey: string };
}

const toNotification = (row: NotificationRow, locale: AppLocale): Notification => ({
  _id: row.id,
  kind: row.kind,
  ...(storedNotificationText(row.messageKey, row.messageInputs, locale) ?? {
    title: row.title,
    body: row.body,
  }),
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/**
 * The one notification layer: events write with `notify`, which records the bell and hands a
 * session event to the phone channels (which decide by the person's choices); people read and
 * mark their own bell.
 */
export function createNotifications(
  ctx: Pick<AppContext, 'db' | 'now'> & { phoneMessages?: Pick<PhoneMessages, 'queue'> },
) {
  return {
    /**
     * Records one notification. `db` is the caller's open transaction when there is one, so the
     * notice commits or rolls back with the event it reports. True when recorded now, false when
     * the dedupe key was already there.
     */
    async notify(db: DbOrTx, input: NotifyInput): Promise<boolean> {
      const link = input.link ?? null;
      // A programming error, not a user's: a link elsewhere would turn the bell into a phishing lure.
      if (link !== null && !isInAppPath(link))
        throw new Error(`notification link is not an in-app path: ${link}`);
      const recorded = await insertNotification(db, {
        userId: input.userId,
        kind: input.kind,
        ...notificationText(input.message, 'en'),
        messageKey: input.message.key,
        messageInputs: input.message.inputs,
        link,
        dedupeKey: input.dedupeKey ?? null,
        createdAt: ctx.now(),
      });
      if (recorded && input.phone && ctx.phoneMessages) {
        await ctx.phoneMessages.queue(db, { userId: input.userId, ...input.phone }, input.phone.eventKey);
      }
      return recorded;
    },

    /** In the reader's `locale`; a row stored without a message shows its English text. */
    async list(userId: string, limit: number, locale: AppLocale): Promise<NotificationsResponse> {
      const [rows, unread] = await Promise.all([
        listNotifications(ctx.db, userId, limit),
        countUnread(ctx.db, userId),
      ]);
      return { notifications: rows.map((row) => toNotification(row, locale)), unread };
    },

    /** Without `ids`, all of the user's; ids that are not the user's change nothing and say nothing. */
    async markRead(userId: string, ids: readonly string[] | undefined): Promise<{ unread: number }> {
      if (ids === undefined || ids.length > 0) {
        await markNotificationsRead(ctx.db, userId, ids, ctx.now());
      }
      return { unread: await countUnread(ctx.db, userId) };
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
