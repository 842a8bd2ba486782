import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { courses } from './content.ts';

/** An enrolled learner's rating of a course: one per learner and course, replaced when edited. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    stars: integer('stars').notNull(),
    /** Plain text, '' for stars only. */
    review: text('review').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('course_ratings_user_course_unique').on(table.userId, table.courseId),
    // The course page reads the newest reviews of one course.
    index('course_ratings_course_updated_at_idx').on(table.courseId, table.updatedAt),
    check('course_ratings_stars_check', sql`${table.stars} between 1 and 5`),
  ],
);
