/** Course and blog categories, as spec §3 and §9 name them. */
export const CATEGORIES = ['Couple', 'Parenting', 'Depression', 'Sexual', 'Career'] as const;
export type Category = (typeof CATEGORIES)[number];

/** How the admin course form labels a category (spec §2: Depression reads 'Anxiety & Depression'). */
export const CATEGORY_LABELS: Record<Category, string> = {
  Couple: 'Couple',
  Parenting: 'Parenting',
  Depression: 'Anxiety & Depression',
  Sexual: 'Sexual',
  Career: 'Career',
};
