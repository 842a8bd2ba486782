/** "4.5 · 12 ratings", "5.0 · 1 rating": the average always with one decimal. */
export function ratingSummary(average: number, count: number): string {
  return `${average.toFixed(1)} · ${count} ${count === 1 ? 'rating' : 'ratings'}`;
}

export const starsLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;
