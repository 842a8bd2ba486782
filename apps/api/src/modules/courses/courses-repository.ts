import { and, count, desc, eq, ilike, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search-pattern.ts';
import { isUuid } from '../../lib/uuid.ts';

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;
export type CourseChanges = Partial<Omit<NewCourseRow, 'id' | 'createdAt' | 'deletedAt' | 'archivedAt'>>;

/** In the catalogue: neither deleted nor archived (archived courses are kept for their buyers). */
const isOnSale = () => and(isNull(courses.deletedAt), isNull(courses.archivedAt));
const isLive = (id: string) => and(eq(courses.id, id), isOnSale());

export function listLiveCourses(db: DbOrTx): Promise<CourseRow[]> {
  return db.select().from(courses).where(isOnSale()).orderBy(desc(courses.createdAt), desc(courses.id));
}

export interface CourseFilter {
  q?: string | undefined;
  category?: string | undefined;
}

/** On sale, in `category` if named, its name holding `q` if given. */
const onSaleMatching = ({ q, category }: CourseFilter) =>
  and(
    isOnSale(),
    category ? eq(courses.category, category) : undefined,
    q ? ilike(courses.name, containsPattern(q)) : undefined,
  );

/** One page of the catalogue, newest first (by category: the live category index). */
export function listLiveCoursesPage(
  db: DbOrTx,
  filter: CourseFilter,
  { offset, limit }: { offset: number; limit: number },
): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(onSaleMatching(filter))
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(limit)
    .offset(offset);
}

export async function countLiveCourses(db: DbOrTx, filter: CourseFilter = {}): Promise<number> {
  const [row] = await db.select({ total: count() }).from(courses).where(onSaleMatching(filter));
  return row?.total ?? 0;
}

/** A course that was not deleted, archived or not: who may read an archived one is the service's rule. */
export async function findKeptCourse(db: DbOrTx, id: string): Promise<CourseRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), isNull(courses.deletedAt)))
    .limit(1);
  return row;
}

/** The live row, locked until the transaction ends, so no enrolment can land while it is removed. */
export async function lockLiveCourse(tx: DbOrTx, id: string): Promise<CourseRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(courses).where(isLive(id)).limit(1).for('update');
  return row;
}

export async function insertCourse(db: DbOrTx, values: NewCourseRow): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  if (!row) throw new Error('insert into courses returned no row');
  return row;
}

export async function updateLiveCourse(
  db: DbOrTx,
  id: string,
  changes: CourseChanges,
): Promise<CourseRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.update(courses).set(changes).where(isLive(id)).returning();
  return row;
}

/** Sets deleted_at; the row stays for the payments that point at it. */
export async function softDeleteCourse(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(courses).set({ deletedAt: now, updatedAt: now }).where(isLive(id));
}

/** Sets archived_at: off sale and out of the catalogue, still there for the people who bought it. */
export async function archiveCourse(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(courses).set({ archivedAt: now, updatedAt: now }).where(isLive(id));
}
