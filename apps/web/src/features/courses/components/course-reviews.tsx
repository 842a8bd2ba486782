import { formatDate } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';
import { useCourseRatings } from '../api/get-ratings.ts';
import { starsLabel } from '../lib/rating-format.ts';
import { CourseRatingForm } from './course-rating-form.tsx';
import { Stars } from './star-row.tsx';

/**
 * Ratings and reviews below the course details: the enrolled learner's form (with their own
 * rating to edit) and the newest reviews, each by first name only.
 */
export function CourseReviews({ courseId, isEnrolled }: { courseId: string; isEnrolled: boolean }) {
  const ratings = useCourseRatings(courseId);
  const reviews = ratings.data?.reviews.filter((item) => item.review !== '') ?? [];
  if (!isEnrolled && reviews.length === 0) return null;
  return (
    <section aria-labelledby="course-reviews" className="flex flex-col gap-6">
      <h2 id="course-reviews" className="font-serif text-2xl text-brand-900">
        {m.learning_ratings_title()}
      </h2>
      {isEnrolled && ratings.data ? (
        // Drawn once the ratings have loaded, so the form starts from the learner's saved one.
        <CourseRatingForm courseId={courseId} mine={ratings.data.mine} />
      ) : null}
      {reviews.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {reviews.map((item, index) => (
            <li key={index} className="rounded-2xl border border-slate-200 bg-white p-5">
              <p className="flex items-center gap-2 text-sm text-slate-700">
                <Stars value={item.stars} />
                <span className="sr-only">{starsLabel(item.stars)}</span>
                <span data-user-content className="font-semibold text-slate-900">
                  {item.firstName}
                </span>
                <span aria-hidden="true">·</span>
                <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
              </p>
              <p data-user-content className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">
                {item.review}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
