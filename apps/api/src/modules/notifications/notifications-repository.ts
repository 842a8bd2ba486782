import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NewNotificationRow = typeof notifications.$inferInsert;

export interface NotificationRow {
  id: string;
  kind: (typeof notifications.$inferSelect)['kind'];
  title: string;
  body: string;
  messageKey: string | null;
  messageInputs: unknown;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
}

/** False when a notification with the same dedupe key is already there. */
export async function insertNotification(db: DbOrTx, values: NewNotificationRow): Promise<boolean> {
  const rows = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export function listNotifications(db: DbOrTx, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      messageKey: notifications.messageKey,
      messageInputs: notifications.messageInputs,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the user's unread ones read: those in `ids` (anyone else's are left alone), or all. */
export async function markNotificationsRead(
  db: DbOrTx,
  userId: string,
  ids: readonly string[] | undefined,
  now: Date,
): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids ? and(mine, inArray(notifications.id, [...ids])) : mine);
}
