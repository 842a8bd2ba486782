import { isInAppPath, type NotificationKind } from '@sukoon/contract/notification-rules';
import type { Notification, NotificationsResponse } from '@sukoon/contract/notifications';
import type { AppLocale } from '@sukoon/contract/languages';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
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

/** The in-app channel: events write with `notify`, people read and mark their own. */
export function createNotifications(ctx: Pick<AppContext, 'db' | 'now'>) {
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
      return insertNotification(db, {
        userId: input.userId,
        kind: input.kind,
        ...notificationText(input.message, 'en'),
        messageKey: input.message.key,
        messageInputs: input.message.inputs,
        link,
        dedupeKey: input.dedupeKey ?? null,
        createdAt: ctx.now(),
      });
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
