import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, requiredLink, stampedNow } from './columns.ts';
import { users } from './users.ts';
import { courses } from './content.ts';

/** An enrolled learner's rating of a course: one per learner and course, replaced when edited. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    id: idColumn(),
    userId: requiredLink('user_id', () => users.id),
    courseId: requiredLink('course_id', () => courses.id),
    stars: integer('stars').notNull(),
    /** Plain text, '' for stars only. */
    review: text('review').notNull().default(''),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (table) => [
    uniqueIndex('course_ratings_user_course_unique').on(table.userId, table.courseId),
    // The course page reads the newest reviews of one course.
    index('course_ratings_course_updated_at_idx').on(table.courseId, table.updatedAt),
    check('course_ratings_stars_check', sql`${table.stars} between 1 and 5`),
  ],
);
