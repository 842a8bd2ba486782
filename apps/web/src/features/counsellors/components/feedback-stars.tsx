import { Star } from 'lucide-react';

/** A rating drawn as five stars; the words beside it carry the number for everyone. */
export function FeedbackStars({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  return (
    <span aria-hidden="true" className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          className={`${size} ${value <= Math.round(rating) ? 'fill-amber-400 text-amber-600' : 'text-slate-400'}`}
        />
      ))}
    </span>
  );
}
