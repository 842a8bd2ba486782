import { z } from 'zod';

/** `GET /api/courses/{id}/progress`: the caller's progress in a course they are enrolled in. */
export const courseProgressResponse = z.object({
  completedLessonIds: z.array(z.string()),
  /** Whole percent of the lessons completed, 0–100; 0 for a course without lessons. */
  percent: z.number().int(),
  /** Once every lesson is complete. */
  certificateCode: z.string().optional(),
});
export type CourseProgress = z.infer<typeof courseProgressResponse>;

export const lessonParams = z.object({
  id: z.string().min(1).max(100),
  lessonId: z.string().min(1).max(100),
});

export const certificateParams = z.object({ code: z.string().min(1).max(100) });

/** `GET /api/certificates/{code}`: public, for anyone checking a certificate. */
export const certificateResponse = z.object({
  name: z.string(),
  courseName: z.string(),
  /** ISO 8601 instant. */
  completedAt: z.string(),
});
export type Certificate = z.infer<typeof certificateResponse>;

/** The certificate's own address in the web app, printed on its PDF. */
export const certificatePath = (code: string) => `/certificates/${encodeURIComponent(code)}`;

/** Whole percent done; a course without lessons has nothing to finish. */
export function percentComplete(completed: number, total: number): number {
  return total === 0 ? 0 : Math.floor((completed * 100) / total);
}
