import { formatIstDate } from '@sukoon/contract/ist';

/** Course cards show this many characters of the description. */
export const CARD_DESCRIPTION_LENGTH = 100;

/** The description cut to 100 characters with '...' appended, only when it is longer. */
export function truncateDescription(text: string, length = CARD_DESCRIPTION_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** '₹499', or 'Free' for a price of 0. */
export function formatCoursePrice(price: number): string {
  return price > 0 ? `₹${price.toLocaleString('en-IN')}` : 'Free';
}

/** The day an ISO instant falls on in India, '21 Nov 2026'; '' when the value is not a date. */
export const postedDay = (iso: string): string => formatIstDate(iso);
