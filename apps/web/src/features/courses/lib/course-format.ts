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

const IST_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day an ISO instant falls on in India, YYYY-MM-DD; '' when the value is not a date. */
export function postedDay(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : IST_DAY.format(time);
}
