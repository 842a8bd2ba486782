import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { webinars } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

export type WebinarRow = typeof webinars.$inferSelect;
export type NewWebinarRow = typeof webinars.$inferInsert;
export type WebinarChanges = Partial<Omit<NewWebinarRow, 'id' | 'createdAt' | 'deletedAt'>>;

const isLive = (id: string) => and(eq(webinars.id, id), isNull(webinars.deletedAt));

/** Live webinars, the latest start first. */
export function listLiveWebinars(db: DbOrTx): Promise<WebinarRow[]> {
  return db
    .select()
    .from(webinars)
    .where(isNull(webinars.deletedAt))
    .orderBy(desc(webinars.startsAt), desc(webinars.createdAt));
}

export async function findLiveWebinar(db: DbOrTx, id: string): Promise<WebinarRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(webinars).where(isLive(id)).limit(1);
  return row;
}

/** The live row, locked until the transaction ends, so date, time and start change together. */
export async function lockLiveWebinar(tx: DbOrTx, id: string): Promise<WebinarRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(webinars).where(isLive(id)).limit(1).for('update');
  return row;
}

export async function insertWebinar(db: DbOrTx, values: NewWebinarRow): Promise<WebinarRow> {
  const [row] = await db.insert(webinars).values(values).returning();
  if (!row) throw new Error('insert into webinars returned no row');
  return row;
}

export async function updateLiveWebinar(
  db: DbOrTx,
  id: string,
  changes: WebinarChanges,
): Promise<WebinarRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.update(webinars).set(changes).where(isLive(id)).returning();
  return row;
}

/** Sets deleted_at; the row stays for the seats and payments that point at it. */
export async function softDeleteWebinar(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(webinars)
    .set({ deletedAt: now, updatedAt: now })
    .where(isLive(id))
    .returning({ id: webinars.id });
  return rows.length > 0;
}
