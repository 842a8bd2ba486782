import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, optionalLink, requiredLink, stampedNow } from './columns.ts';
import { users } from './users.ts';
import { courses, webinars } from './content.ts';
import { payments } from './payments.ts';

/** A paid course enrolment (spec §3's record); one per user and course. */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: idColumn(),
    userId: requiredLink('user_id', () => users.id),
    courseId: requiredLink('course_id', () => courses.id),
    courseName: text('course_name').notNull(),
    paymentId: optionalLink('payment_id', () => payments.id),
    receiptId: text('receipt_id').notNull(),
    enrolledAt: stampedNow('enrolled_at'),
  },
  (table) => [
    uniqueIndex('course_enrolments_user_course_unique').on(table.userId, table.courseId),
    uniqueIndex('course_enrolments_payment_unique').on(table.paymentId),
    // The admin's list, newest first: the id settles enrolments made in the same instant, so a
    // page is read off the index without sorting every enrolment of that instant.
    index('course_enrolments_enrolled_at_idx').on(table.enrolledAt, table.id),
    // The admin's list of one course's enrolments, newest first, and which courses have any.
    index('course_enrolments_course_enrolled_at_idx').on(table.courseId, table.enrolledAt, table.id),
  ],
);

/** A place in a webinar, paid or free; one per user and webinar. */
export const webinarSeats = pgTable(
  'webinar_seats',
  {
    id: idColumn(),
    userId: requiredLink('user_id', () => users.id),
    webinarId: requiredLink('webinar_id', () => webinars.id),
    paymentId: optionalLink('payment_id', () => payments.id),
    createdAt: stampedNow('created_at'),
  },
  (table) => [
    uniqueIndex('webinar_seats_user_webinar_unique').on(table.userId, table.webinarId),
    uniqueIndex('webinar_seats_payment_unique').on(table.paymentId),
  ],
);
