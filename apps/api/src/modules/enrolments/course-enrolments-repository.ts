import { and, asc, count, desc, eq, exists, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  courseEnrolments,
  courseLessons,
  courses,
  lessonCompletions,
  payments,
  users,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search-pattern.ts';
import { isUuid } from '../../lib/uuid.ts';

export type CourseRow = typeof courses.$inferSelect;
export type CourseEnrolmentRow = typeof courseEnrolments.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
/** What narrows the admin's enrolment list: a search and one course. */
export interface EnrolmentFilter {
  q?: string | undefined;
  courseId?: string | undefined;
}

/** A course, live, archived or deleted (a deleted course can still be named by an old payment). */
export async function findCourse(db: DbOrTx, id: string): Promise<CourseRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

/**
 * The course, share-locked until the transaction ends: an admin's delete (which locks it for
 * update) either waits for this enrolment and archives, or lands first and this one sees it.
 */
export async function lockCourseForEnrolment(tx: DbOrTx, id: string): Promise<CourseRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).limit(1).for('share');
  return row;
}

/** The ids of the courses a user is enrolled in. */
export async function listEnrolledCourseIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ courseId: courseEnrolments.courseId })
    .from(courseEnrolments)
    .where(eq(courseEnrolments.userId, userId));
  return rows.map((row) => row.courseId);
}

export async function hasCourseEnrolments(db: DbOrTx, courseId: string): Promise<boolean> {
  const rows = await db
    .select({ id: courseEnrolments.id })
    .from(courseEnrolments)
    .where(eq(courseEnrolments.courseId, courseId))
    .limit(1);
  return rows.length > 0;
}

export async function findCourseEnrolment(
  db: DbOrTx,
  userId: string,
  courseId: string,
): Promise<{ enrolment: CourseEnrolmentRow; payment: PaymentRow | null } | undefined> {
  if (!isUuid(courseId)) return undefined;
  const [row] = await db
    .select({ enrolment: courseEnrolments, payment: payments })
    .from(courseEnrolments)
    .leftJoin(payments, eq(payments.id, courseEnrolments.paymentId))
    .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, courseId)))
    .limit(1);
  return row;
}

/** Inserts unless the user already has the course; answers the new row or undefined. */
export async function insertCourseEnrolment(
  tx: DbOrTx,
  values: typeof courseEnrolments.$inferInsert,
): Promise<CourseEnrolmentRow | undefined> {
  const [row] = await tx.insert(courseEnrolments).values(values).onConflictDoNothing().returning();
  return row;
}

/** The user's enrolments in courses that were not deleted (archived ones stay), newest first. */
/** With each course's lesson count and how many of them the user completed (the dashboard's bar). */
export function listUserCourseEnrolments(db: DbOrTx, userId: string) {
  return db
    .select({
      enrolment: courseEnrolments,
      payment: payments,
      course: courses,
      lessonCount:
        sql<number>`(select count(*) from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})`.mapWith(
          Number,
        ),
      completedCount:
        sql<number>`(select count(*) from ${lessonCompletions} join ${courseLessons} on ${courseLessons.id} = ${lessonCompletions.lessonId} where ${courseLessons.courseId} = ${courses.id} and ${lessonCompletions.userId} = ${courseEnrolments.userId})`.mapWith(
          Number,
        ),
    })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .leftJoin(payments, eq(payments.id, courseEnrolments.paymentId))
    .where(and(eq(courseEnrolments.userId, userId), isNull(courses.deletedAt)))
    .orderBy(desc(courseEnrolments.enrolledAt), desc(courseEnrolments.id));
}

/** Every enrolment, for the admin, deleted courses included (they are still revenue), newest first. */
const selectEnrolmentsWithPeople = (db: DbOrTx) =>
  db
    .select({
      enrolment: courseEnrolments,
      amountPaise: payments.amountPaise,
      course: { id: courses.id, name: courses.name, image: courses.image },
      user: { id: users.id, firstName: users.firstName, email: users.email },
    })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .innerJoin(users, eq(users.id, courseEnrolments.userId))
    .leftJoin(payments, eq(payments.id, courseEnrolments.paymentId));

/** The course's name or the learner's first name or e-mail holds `q`; `courseId` keeps one course. */
const enrolmentMatching = ({ q, courseId }: EnrolmentFilter) => {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    pattern
      ? or(ilike(courses.name, pattern), ilike(users.firstName, pattern), ilike(users.email, pattern))
      : undefined,
    courseId ? eq(courseEnrolments.courseId, courseId) : undefined,
  );
};

/** Every enrolment that matches, newest first: the whole list, or the admin's CSV of a search. */
export function listAllCourseEnrolments(db: DbOrTx, filter: EnrolmentFilter = {}) {
  return selectEnrolmentsWithPeople(db)
    .where(enrolmentMatching(filter))
    .orderBy(desc(courseEnrolments.enrolledAt), desc(courseEnrolments.id));
}

/**
 * One page of every enrolment, newest first: the enrolled-at index walked from `offset`, or for
 * one course its course-and-enrolled-at index.
 */
export function listAllCourseEnrolmentsPage(
  db: DbOrTx,
  { offset, limit, ...filter }: EnrolmentFilter & { offset: number; limit: number },
) {
  return listAllCourseEnrolments(db, filter).limit(limit).offset(offset);
}

export async function countAllCourseEnrolments(db: DbOrTx, filter: EnrolmentFilter = {}): Promise<number> {
  const query = db.select({ total: count() }).from(courseEnrolments);
  // Only a search needs the course and the learner; a course filter reads its index alone.
  const [row] = filter.q
    ? await query
        .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
        .innerJoin(users, eq(users.id, courseEnrolments.userId))
        .where(enrolmentMatching(filter))
    : await query.where(enrolmentMatching(filter));
  return row?.total ?? 0;
}

/** The courses anyone enrolled in (deleted ones too: their enrolments are still listed), by name. */
export function listEnrolledCourseChoices(db: DbOrTx) {
  return db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(courseEnrolments)
          .where(eq(courseEnrolments.courseId, courses.id)),
      ),
    )
    .orderBy(asc(courses.name), asc(courses.id));
}
