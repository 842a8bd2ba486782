import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, instant, requiredLink, stampedNow } from './columns.ts';
import { courses } from './content.ts';
import { users } from './users.ts';

/** A course's lessons, in order; they go with their course. */
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: idColumn(),
    courseId: requiredLink('course_id', () => courses.id, { onDelete: 'cascade' }),
    /** 0, 1, 2… within the course: the order the admin gave. */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Stored as an embed link (https://www.youtube.com/embed/ID), '' for none. */
    youtubeLink: text('youtube_link').notNull().default(''),
  },
  (table) => [
    // Not unique: a reorder rewrites positions one row at a time.
    index('course_lessons_course_position_idx').on(table.courseId, table.position),
    check('course_lessons_duration_check', sql`${table.durationMinutes} > 0`),
  ],
);

/** A lesson a learner finished; once per learner and lesson. */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: requiredLink('user_id', () => users.id),
    lessonId: requiredLink('lesson_id', () => courseLessons.id, { onDelete: 'cascade' }),
    completedAt: stampedNow('completed_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
);

/** Earned by completing every lesson of a course; the code is what a verifier types or follows. */
export const certificates = pgTable(
  'certificates',
  {
    id: idColumn(),
    /** 26 random base32 characters (130 bits): unguessable, so it cannot be forged. */
    code: text('code').notNull(),
    userId: requiredLink('user_id', () => users.id),
    courseId: requiredLink('course_id', () => courses.id),
    /** The learner's and the course's names when it was issued: a certificate does not change. */
    name: text('name').notNull(),
    courseName: text('course_name').notNull(),
    completedAt: instant('completed_at').notNull(),
  },
  (table) => [
    uniqueIndex('certificates_code_unique').on(table.code),
    uniqueIndex('certificates_user_course_unique').on(table.userId, table.courseId),
    index('certificates_course_idx').on(table.courseId),
  ],
);
