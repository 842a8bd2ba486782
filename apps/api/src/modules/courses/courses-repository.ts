import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;
export type CourseChanges = Partial<Omit<NewCourseRow, 'id' | 'createdAt' | 'deletedAt'>>;

const isLive = (id: string) => and(eq(courses.id, id), isNull(courses.deletedAt));

export function listLiveCourses(db: DbOrTx): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(isNull(courses.deletedAt))
    .orderBy(desc(courses.createdAt), desc(courses.id));
}

export async function findLiveCourse(db: DbOrTx, id: string): Promise<CourseRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(courses).where(isLive(id)).limit(1);
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

/** Sets deleted_at; the row stays for the enrolments and payments that point at it. */
export async function softDeleteCourse(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(courses)
    .set({ deletedAt: now, updatedAt: now })
    .where(isLive(id))
    .returning({ id: courses.id });
  return rows.length > 0;
}
