import { and, count, desc, eq, ilike, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { webinars } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search-pattern.ts';
import { isUuid } from '../../lib/uuid.ts';

export type WebinarRow = typeof webinars.$inferSelect;
export type NewWebinarRow = typeof webinars.$inferInsert;
export type WebinarChanges = Partial<Omit<NewWebinarRow, 'id' | 'createdAt' | 'deletedAt' | 'archivedAt'>>;

/** In the catalogue: neither deleted nor archived (archived webinars are kept for their seat holders). */
const isOnSale = () => and(isNull(webinars.deletedAt), isNull(webinars.archivedAt));
const isLive = (id: string) => and(eq(webinars.id, id), isOnSale());

/** Live webinars, the latest start first. */
export function listLiveWebinars(db: DbOrTx): Promise<WebinarRow[]> {
  return db
    .select()
    .from(webinars)
    .where(isOnSale())
    .orderBy(desc(webinars.startsAt), desc(webinars.createdAt));
}

const onSaleMatching = (q: string | undefined) =>
  and(isOnSale(), q ? ilike(webinars.title, containsPattern(q)) : undefined);

/** One page of live webinars, the latest start first: the live starts-at index walked from `offset`. */
export function listLiveWebinarsPage(
  db: DbOrTx,
  { q, offset, limit }: { q?: string | undefined; offset: number; limit: number },
): Promise<WebinarRow[]> {
  return db
    .select()
    .from(webinars)
    .where(onSaleMatching(q))
    .orderBy(desc(webinars.startsAt), desc(webinars.createdAt))
    .limit(limit)
    .offset(offset);
}

export async function countLiveWebinars(db: DbOrTx, q?: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(webinars).where(onSaleMatching(q));
  return row?.total ?? 0;
}

/** A webinar that was not deleted, archived or not: who may read an archived one is the service's rule. */
export async function findKeptWebinar(db: DbOrTx, id: string): Promise<WebinarRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(webinars)
    .where(and(eq(webinars.id, id), isNull(webinars.deletedAt)))
    .limit(1);
  return row;
}

/** The live row, locked until the transaction ends: date, time and start change together, and no
 * seat lands while it is removed. */
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

/** Sets deleted_at; the row stays for the payments that point at it. */
export async function softDeleteWebinar(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(webinars).set({ deletedAt: now, updatedAt: now }).where(isLive(id));
}

/** Sets archived_at: off sale and out of the catalogue, still there for its seat holders. */
export async function archiveWebinar(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(webinars).set({ archivedAt: now, updatedAt: now }).where(isLive(id));
}
