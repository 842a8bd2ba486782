import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

/** The devices that receive push, one row per push service address. */

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Who holds the device at `endpoint` now, locked until the caller's transaction ends. */
export async function lockSubscriptionAt(tx: DbOrTx, endpoint: string) {
  const [row] = await tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .for('update');
  return row;
}

/** Records the device, or renews its keys when the same person subscribes it again. */
export async function saveSubscription(tx: DbOrTx, row: NewPushSubscription, now: Date): Promise<void> {
  await tx
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: row.p256dh, auth: row.auth } });
}

export async function deleteSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service said the subscription is gone (404, 410). */
export async function deleteSubscriptionById(db: DbOrTx, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function countSubscriptions(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.total ?? 0;
}

export function listSubscriptionIds(db: DbOrTx, userId: string) {
  return db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}
