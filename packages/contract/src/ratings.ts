import { z } from 'zod';
import { BODY_MUST_BE_OBJECT, missingOr } from './content-fields.ts';

export const MAX_REVIEW_LENGTH = 2000;

/**
 * `PUT /api/courses/:id/rating`: an enrolled learner's stars and optional review, plain text. A
 * second PUT replaces the first: one rating per learner and course.
 */
export const courseRatingBody = z.object(
  {
    stars: z
      .number({ error: missingOr('must be a whole number from 1 to 5') })
      .int('must be a whole number from 1 to 5')
      .min(1, 'must be a whole number from 1 to 5')
      .max(5, 'must be a whole number from 1 to 5'),
    review: z
      .string({ error: 'must be text' })
      .trim()
      .max(MAX_REVIEW_LENGTH, `must be at most ${MAX_REVIEW_LENGTH} characters`)
      .nullish()
      .transform((value) => value ?? ''),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type CourseRatingInput = z.input<typeof courseRatingBody>;
export type CourseRatingBody = z.output<typeof courseRatingBody>;

export const courseReview = z.object({
  stars: z.number().int(),
  /** Plain text; '' when the learner left stars only. */
  review: z.string(),
  /** The learner's first name only: never their e-mail or full name. */
  firstName: z.string(),
  createdAt: z.string(),
});
export type CourseReview = z.infer<typeof courseReview>;

export const myCourseRating = z.object({ stars: z.number().int(), review: z.string() });
export type MyCourseRating = z.infer<typeof myCourseRating>;

/** `GET /api/courses/:id/ratings`: the summary, the caller's own rating and the newest reviews. */
export const courseRatingsResponse = z.object({
  /** The mean of every rating, to one decimal; 0 when there are none. */
  average: z.number(),
  count: z.number().int(),
  /** Present when a signed-in caller has rated this course. */
  mine: myCourseRating.optional(),
  /** The newest 20, newest first. */
  reviews: z.array(courseReview),
});
export type CourseRatings = z.infer<typeof courseRatingsResponse>;

export const MAX_LISTED_REVIEWS = 20;
