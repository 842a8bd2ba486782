import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  certificatePdfs,
  certificates,
  courseEnrolments,
  courseLessons,
  courses,
  lessonCompletions,
  users,
} from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

export type CertificateRow = typeof certificates.$inferSelect;

/**
 * The caller's enrolment in the course, locked until the transaction ends when `lock` is set: one
 * learner's completions in one course then run one after another, so the last one sees all the
 * others and issues the certificate exactly once.
 */
export async function findEnrolment(
  db: DbOrTx,
  userId: string,
  courseId: string,
  lock = false,
): Promise<{ id: string } | undefined> {
  if (!isUuid(courseId)) return undefined;
  const query = db
    .select({ id: courseEnrolments.id })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, courseId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function courseExists(db: DbOrTx, courseId: string): Promise<boolean> {
  if (!isUuid(courseId)) return false;
  const rows = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  return rows.length > 0;
}

export async function lessonOfCourse(db: DbOrTx, courseId: string, lessonId: string): Promise<boolean> {
  if (!isUuid(lessonId)) return false;
  const rows = await db
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)))
    .limit(1);
  return rows.length > 0;
}

/** Once per learner and lesson: a repeat changes nothing. */
export async function insertCompletion(
  tx: DbOrTx,
  userId: string,
  lessonId: string,
  at: Date,
): Promise<void> {
  await tx.insert(lessonCompletions).values({ userId, lessonId, completedAt: at }).onConflictDoNothing();
}

/** The course's lessons in order, each with whether this learner completed it. */
export async function listLessonProgress(
  db: DbOrTx,
  userId: string,
  courseId: string,
): Promise<{ lessonId: string; isComplete: boolean }[]> {
  const rows = await db
    .select({ lessonId: courseLessons.id, completedBy: lessonCompletions.userId })
    .from(courseLessons)
    .leftJoin(
      lessonCompletions,
      and(eq(lessonCompletions.lessonId, courseLessons.id), eq(lessonCompletions.userId, userId)),
    )
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(courseLessons.position);
  return rows.map((row) => ({ lessonId: row.lessonId, isComplete: row.completedBy !== null }));
}

export async function findCertificateOf(
  db: DbOrTx,
  userId: string,
  courseId: string,
): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .limit(1);
  return row;
}

export async function findCertificateByCode(db: DbOrTx, code: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
  return row;
}

/** The names a certificate is issued with: the learner's and the course's as they are now. */
export async function readCertificateNames(
  db: DbOrTx,
  userId: string,
  courseId: string,
): Promise<{ name: string; courseName: string } | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, courseName: courses.name })
    .from(users)
    .innerJoin(courses, eq(courses.id, courseId))
    .where(eq(users.id, userId))
    .limit(1);
  return row && { name: `${row.firstName} ${row.lastName}`.trim(), courseName: row.courseName };
}

/** The unique (user, course) index makes a second certificate impossible, whatever the callers do. */
export async function insertCertificate(tx: DbOrTx, values: typeof certificates.$inferInsert): Promise<void> {
  await tx.insert(certificates).values(values).onConflictDoNothing();
}

/** A certificate's PDF in `locale` as first made under `appUrl`, if it was. */
export async function findCertificatePdf(
  db: DbOrTx,
  certificateId: string,
  locale: string,
  appUrl: string,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ pdf: certificatePdfs.pdf })
    .from(certificatePdfs)
    .where(
      and(
        eq(certificatePdfs.certificateId, certificateId),
        eq(certificatePdfs.locale, locale),
        eq(certificatePdfs.appUrl, appUrl),
      ),
    );
  return row?.pdf;
}

/** Keeps a certificate's PDF, replacing one made under another APP_URL. */
export async function saveCertificatePdf(
  db: DbOrTx,
  certificateId: string,
  locale: string,
  appUrl: string,
  pdf: Buffer,
): Promise<void> {
  await db
    .insert(certificatePdfs)
    .values({ certificateId, locale, appUrl, pdf })
    .onConflictDoUpdate({
      target: [certificatePdfs.certificateId, certificatePdfs.locale],
      set: { appUrl, pdf, renderedAt: sql`now()` },
    });
}
