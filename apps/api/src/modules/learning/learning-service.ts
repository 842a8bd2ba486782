import { percentComplete, type Certificate, type CourseProgress } from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import { localeOfLanguage } from '@sukoon/contract/languages';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { findProfile } from '../profile/profile-repository.ts';
import { newCertificateCode, normaliseCertificateCode } from './certificate-code.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import {
  courseExists,
  findCertificateByCode,
  findCertificateOf,
  findCertificatePdf,
  findEnrolment,
  insertCertificate,
  insertCompletion,
  lessonOfCourse,
  listLessonProgress,
  readCertificateNames,
  saveCertificatePdf,
  type CertificateRow,
} from './learning-repository.ts';

const COURSE_NOT_FOUND = 'errors_course_not_found';

export type LearningService = ReturnType<typeof createLearningService>;

/** Lessons completed, progress, and the certificate that completing them all earns. */
export function createLearningService({ db, now }: Pick<AppContext, 'db' | 'now'>) {
  async function progressOf(userId: string, courseId: string): Promise<CourseProgress> {
    const [lessons, certificate] = await Promise.all([
      listLessonProgress(db, userId, courseId),
      findCertificateOf(db, userId, courseId),
    ]);
    const completedLessonIds = lessons.filter((lesson) => lesson.isComplete).map((lesson) => lesson.lessonId);
    return {
      completedLessonIds,
      percent: percentComplete(completedLessonIds.length, lessons.length),
      ...(certificate ? { certificateCode: certificate.code } : {}),
    };
  }

  async function requireEnrolment(userId: string, courseId: string): Promise<void> {
    if (await findEnrolment(db, userId, courseId)) return;
    throw (await courseExists(db, courseId))
      ? new AppError('NOT_ENROLLED', 'errors_enrol_to_track')
      : notFound(COURSE_NOT_FOUND);
  }

  return {
    async getProgress(userId: string, courseId: string): Promise<CourseProgress> {
      await requireEnrolment(userId, courseId);
      return progressOf(userId, courseId);
    },

    /**
     * Marks the lesson complete (again: no change). The last lesson issues the certificate in the
     * same transaction; the locked enrolment makes a learner's completions in one course take turns.
     */
    async completeLesson(userId: string, courseId: string, lessonId: string): Promise<CourseProgress> {
      await requireEnrolment(userId, courseId);
      if (!(await lessonOfCourse(db, courseId, lessonId)))
        throw fieldError('NOT_FOUND', 'lessonId', 'errors_lesson_not_found');
      await db.transaction(async (tx) => {
        await findEnrolment(tx, userId, courseId, true);
        const at = now();
        await insertCompletion(tx, userId, lessonId, at);
        const lessons = await listLessonProgress(tx, userId, courseId);
        if (!lessons.every((lesson) => lesson.isComplete)) return;
        if (await findCertificateOf(tx, userId, courseId)) return;
        const names = await readCertificateNames(tx, userId, courseId);
        if (!names) return;
        await insertCertificate(tx, {
          code: newCertificateCode(),
          userId,
          courseId,
          completedAt: at,
          ...names,
        });
      });
      return progressOf(userId, courseId);
    },

    /** Public: anyone holding the code may check what it certifies. */
    async getCertificate(code: string): Promise<Certificate> {
      return toCertificate(await requireCertificate(code));
    },

    /** The certificate as a PDF, in its learner's language (their profile's), whoever asks. */
    async certificatePdf(code: string, appUrl: string): Promise<{ code: string; pdf: Buffer }> {
      const row = await requireCertificate(code);
      const locale = localeOfLanguage((await findProfile(db, row.userId))?.language);
      // A certificate never changes: drawn once per language, then served as kept.
      const stored = await findCertificatePdf(db, row.id, locale, appUrl);
      if (stored) return { code: row.code, pdf: stored };
      const pdf = await renderCertificatePdf(toCertificate(row), row.code, appUrl, locale);
      await saveCertificatePdf(db, row.id, locale, appUrl, pdf);
      return { code: row.code, pdf };
    },
  };

  async function requireCertificate(code: string): Promise<CertificateRow> {
    const row = await findCertificateByCode(db, normaliseCertificateCode(code));
    if (!row) throw notFound('errors_certificate_not_found');
    return row;
  }
}

export function toCertificate(row: CertificateRow): Certificate {
  return { name: row.name, courseName: row.courseName, completedAt: row.completedAt.toISOString() };
}
