import { formatDate } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';

/** Course cards show this many characters of the description. */
export const CARD_DESCRIPTION_LENGTH = 100;

/** The description cut to 100 characters with '...' appended, only when it is longer. */
export function truncateDescription(text: string, length = CARD_DESCRIPTION_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** '₹499' (₹ and Latin digits in every language), or 'Free' in the page's language for 0. */
export function formatCoursePrice(price: number): string {
  return price > 0 ? `₹${price.toLocaleString('en-IN')}` : m.learning_course_free();
}

/** The day an ISO instant falls on in India, '21 Nov 2026'; '' when the value is not a date. */
export const postedDay = (iso: string): string => formatDate(iso);
