import { m } from '../../../paraglide/messages.js';

/** "4.5 · 12 ratings", "5.0 · 1 rating": the average always with one decimal. */
export function ratingSummary(average: number, count: number): string {
  return m.learning_ratings_summary({ average: average.toFixed(1), count });
}

export const starsLabel = (stars: number) => m.learning_ratings_stars({ count: stars });
