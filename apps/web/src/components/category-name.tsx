import { categoryLabel } from '../lib/category-labels.ts';

/**
 * A course's or post's category in the page's language; a category outside the list (older
 * content) is shown as written, and marked as the author's own words.
 */
export function CategoryName({ value }: { value: string }) {
  const label = categoryLabel(value);
  return label ? <>{label}</> : <span data-user-content>{value}</span>;
}
