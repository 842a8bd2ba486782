import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseRatings, users } from '../../db/schema/index.ts';

export interface RatingSummary {
  /** The exact mean; 0 when there are none. */
  average: number;
  count: number;
}

/** One aggregate over the course's ratings, through the (course, updated_at) index. */
export async function summariseRatings(db: DbOrTx, courseId: string): Promise<RatingSummary> {
  const [row] = await db
    .select({ average: sql<string | null>`avg(${courseRatings.stars})`, count: count() })
    .from(courseRatings)
    .where(eq(courseRatings.courseId, courseId));
  return { average: Number(row?.average ?? 0), count: row?.count ?? 0 };
}

export interface ReviewRow {
  stars: number;
  review: string;
  firstName: string;
  createdAt: Date;
}

/** The newest ratings of a course with their writers' first names (never more of the person). */
export function listNewestReviews(db: DbOrTx, courseId: string, limit: number): Promise<ReviewRow[]> {
  return db
    .select({
      stars: courseRatings.stars,
      review: courseRatings.review,
      firstName: users.firstName,
      createdAt: courseRatings.updatedAt,
    })
    .from(courseRatings)
    .innerJoin(users, eq(users.id, courseRatings.userId))
    .where(eq(courseRatings.courseId, courseId))
    .orderBy(desc(courseRatings.updatedAt), desc(courseRatings.id))
    .limit(limit);
}

export async function findRating(
  db: DbOrTx,
  userId: string,
  courseId: string,
): Promise<{ stars: number; review: string } | undefined> {
  const [row] = await db
    .select({ stars: courseRatings.stars, review: courseRatings.review })
    .from(courseRatings)
    .where(and(eq(courseRatings.userId, userId), eq(courseRatings.courseId, courseId)))
    .limit(1);
  return row;
}

/** Inserts the learner's rating, or replaces the one they gave before: one row per learner and course. */
export async function upsertRating(
  db: DbOrTx,
  values: { userId: string; courseId: string; stars: number; review: string; at: Date },
): Promise<void> {
  await db
    .insert(courseRatings)
    .values({
      userId: values.userId,
      courseId: values.courseId,
      stars: values.stars,
      review: values.review,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [courseRatings.userId, courseRatings.courseId],
      set: { stars: values.stars, review: values.review, updatedAt: values.at },
    });
}
