import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { webinarSeats, webinars } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

export type WebinarRow = typeof webinars.$inferSelect;
export type WebinarSeatRow = typeof webinarSeats.$inferSelect;

/** A webinar, live, archived or deleted. */
export async function findWebinar(db: DbOrTx, id: string): Promise<WebinarRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(webinars).where(eq(webinars.id, id)).limit(1);
  return row;
}

/** The webinar, share-locked until the transaction ends (see lockCourseForEnrolment). */
export async function lockWebinarForSeat(tx: DbOrTx, id: string): Promise<WebinarRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(webinars).where(eq(webinars.id, id)).limit(1).for('share');
  return row;
}

export async function hasWebinarSeats(db: DbOrTx, webinarId: string): Promise<boolean> {
  const rows = await db
    .select({ id: webinarSeats.id })
    .from(webinarSeats)
    .where(eq(webinarSeats.webinarId, webinarId))
    .limit(1);
  return rows.length > 0;
}

export async function findWebinarSeat(
  db: DbOrTx,
  userId: string,
  webinarId: string,
): Promise<WebinarSeatRow | undefined> {
  if (!isUuid(webinarId)) return undefined;
  const [row] = await db
    .select()
    .from(webinarSeats)
    .where(and(eq(webinarSeats.userId, userId), eq(webinarSeats.webinarId, webinarId)))
    .limit(1);
  return row;
}

/** Inserts unless the user already has a seat; answers the new row or undefined. */
export async function insertWebinarSeat(
  tx: DbOrTx,
  values: typeof webinarSeats.$inferInsert,
): Promise<WebinarSeatRow | undefined> {
  const [row] = await tx.insert(webinarSeats).values(values).onConflictDoNothing().returning();
  return row;
}

/** The user's seats in webinars that were not deleted (archived ones stay), latest start first. */
export function listUserWebinarSeats(db: DbOrTx, userId: string) {
  return db
    .select({ seat: webinarSeats, webinar: webinars })
    .from(webinarSeats)
    .innerJoin(webinars, eq(webinars.id, webinarSeats.webinarId))
    .where(and(eq(webinarSeats.userId, userId), isNull(webinars.deletedAt)))
    .orderBy(desc(webinars.startsAt), desc(webinars.id));
}
