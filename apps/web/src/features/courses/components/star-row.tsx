import { Star } from 'lucide-react';
import { m } from '../../../paraglide/messages.js';
import { useCourseRatings } from '../api/get-ratings.ts';
import { ratingSummary } from '../lib/rating-format.ts';

/** Five stars filled to the nearest half of `value`, decoration only: the text says the number. */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  return (
    <span aria-hidden="true" className="inline-flex gap-0.5 text-amber-600">
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = Math.min(1, Math.max(0, Math.round((value - position + 1) * 2) / 2));
        return (
          <span key={position} className="relative inline-flex">
            <Star className={`${className} text-slate-300`} />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={`${className} fill-current`} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

/** The course's average and count ("4.5 · 12 ratings"); nothing until someone has rated it. */
export function StarRow({ courseId }: { courseId: string }) {
  const ratings = useCourseRatings(courseId);
  if (!ratings.data || ratings.data.count === 0) return null;
  const { average, count } = ratings.data;
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <Stars value={average} />
      <span className="font-semibold text-slate-900">
        <span className="sr-only">{m.learning_ratings_average()} </span>
        {ratingSummary(average, count)}
      </span>
    </p>
  );
}
