import { CATEGORIES, type Category } from '@sukoon/contract/categories';
import { m } from '../paraglide/messages.js';

/**
 * A category as people read it, in the page's language. The values themselves ('Couple', …) are
 * data: stored, sent to the API and kept in addresses, and never translated.
 */
const LABELS: Record<Category, () => string> = {
  Couple: m.learning_category_couple,
  Parenting: m.learning_category_parenting,
  Depression: m.learning_category_depression,
  Sexual: m.learning_category_sexual,
  Career: m.learning_category_career,
};

const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

/** The label of a known category, or undefined for text the catalogue cannot know (older content). */
export const categoryLabel = (value: string): string | undefined =>
  isCategory(value) ? LABELS[value]() : undefined;

/**
 * The contract's CATEGORY_LABELS, which the admin screens show ('Anxiety & Depression'), in the
 * page's language.
 */
const ADMIN_LABELS: Record<Category, () => string> = {
  Couple: m.staff_category_couple,
  Parenting: m.staff_category_parenting,
  Depression: m.staff_category_depression,
  Sexual: m.staff_category_sexual,
  Career: m.staff_category_career,
};

export const adminCategoryLabel = (category: Category): string => ADMIN_LABELS[category]();
