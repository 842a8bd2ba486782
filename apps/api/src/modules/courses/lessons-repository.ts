import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseLessons } from '../../db/schema/index.ts';

export type LessonRow = typeof courseLessons.$inferSelect;

/** What the admin sent for one lesson, in order; `id` names a lesson to keep. */
export interface LessonWrite {
  id?: string;
  title: string;
  durationMinutes: number;
  youtubeLink: string;
}

/** The lessons of these courses, in order, in one query (the catalogue asks for all at once). */
export async function listLessonsByCourse(
  db: DbOrTx,
  courseIds: string[],
): Promise<Map<string, LessonRow[]>> {
  const byCourse = new Map<string, LessonRow[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select()
    .from(courseLessons)
    .where(inArray(courseLessons.courseId, courseIds))
    .orderBy(asc(courseLessons.courseId), asc(courseLessons.position));
  for (const row of rows) byCourse.get(row.courseId)?.push(row);
  return byCourse;
}

/**
 * Makes the course's lessons exactly `lessons`, in that order. A lesson named by an id of this
 * course keeps its id and the progress on it; others are new; the ones left out are removed (their
 * completions go with them). Run inside the transaction that changes the course.
 */
export async function replaceLessons(tx: DbOrTx, courseId: string, lessons: LessonWrite[]): Promise<void> {
  const current = await tx
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId));
  const unclaimed = new Set(current.map((row) => row.id));
  // An id claimed twice keeps its lesson once; the repeat is a new lesson.
  const keptIds = lessons.map((lesson) => (lesson.id && unclaimed.delete(lesson.id) ? lesson.id : undefined));
  const kept = keptIds.filter((id) => id !== undefined);
  await tx
    .delete(courseLessons)
    .where(
      kept.length > 0
        ? and(eq(courseLessons.courseId, courseId), notInArray(courseLessons.id, kept))
        : eq(courseLessons.courseId, courseId),
    );
  for (const [position, lesson] of lessons.entries()) {
    const values = {
      position,
      title: lesson.title,
      durationMinutes: lesson.durationMinutes,
      youtubeLink: lesson.youtubeLink,
    };
    const id = keptIds[position];
    if (id) {
      await tx.update(courseLessons).set(values).where(eq(courseLessons.id, id));
    } else {
      await tx.insert(courseLessons).values({ ...values, courseId });
    }
  }
}
