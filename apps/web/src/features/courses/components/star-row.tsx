import { Star } from 'lucide-react';

/** Five filled stars, decoration only: there are no ratings to announce. */
export function StarRow() {
  return (
    <div aria-hidden="true" className="flex gap-0.5 text-amber-500">
      {[0, 1, 2, 3, 4].map((index) => (
        <Star key={index} className="size-4 fill-current" />
      ))}
    </div>
  );
}
