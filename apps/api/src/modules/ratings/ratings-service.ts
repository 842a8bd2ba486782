import { MAX_LISTED_REVIEWS, type CourseRatingBody, type CourseRatings } from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { CourseBuyers } from '../courses/course-buyers.ts';
import { findKeptCourse } from '../courses/courses-repository.ts';
import { findRating, listNewestReviews, summariseRatings, upsertRating } from './ratings-repository.ts';

const COURSE_NOT_FOUND = 'errors_course_not_found';

/** To one decimal, as the course page shows it: 4.45 → 4.5. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export type RatingsService = ReturnType<typeof createRatingsService>;

/** Course ratings: enrolled learners write them (decision: issue 17), everyone reads them. */
export function createRatingsService(
  { db, now }: { db: DbOrTx; now: () => Date },
  { buyers }: { buyers: CourseBuyers },
) {
  async function requireCourse(courseId: string): Promise<void> {
    if (!(await findKeptCourse(db, courseId))) throw notFound(COURSE_NOT_FOUND);
  }

  return {
    async listRatings(courseId: string, reader?: AuthenticatedUser): Promise<CourseRatings> {
      await requireCourse(courseId);
      const [summary, reviews, mine] = await Promise.all([
        summariseRatings(db, courseId),
        listNewestReviews(db, courseId, MAX_LISTED_REVIEWS),
        reader ? findRating(db, reader.id, courseId) : undefined,
      ]);
      return {
        average: oneDecimal(summary.average),
        count: summary.count,
        ...(mine ? { mine } : {}),
        reviews: reviews.map((row) => ({
          stars: row.stars,
          review: row.review,
          firstName: row.firstName,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** Once per learner and course; a second call edits the first. */
    async rate(courseId: string, user: AuthenticatedUser, input: CourseRatingBody): Promise<CourseRatings> {
      await requireCourse(courseId);
      if (!(await buyers.enrolledCourseIds(user.id)).has(courseId))
        throw new AppError('NOT_ENROLLED', 'errors_only_learners_rate');
      await upsertRating(db, {
        userId: user.id,
        courseId,
        stars: input.stars,
        review: input.review,
        at: now(),
      });
      return this.listRatings(courseId, user);
    },
  };
}
