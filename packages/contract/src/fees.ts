/** Money is integer paise everywhere; the appointment fee is 199 INR. */
export const APPOINTMENT_FEE_PAISE = 19_900;
export const CURRENCY = 'INR';
export const rupeesToPaise = (rupees: number): number => rupees * 100;

/** How money is shown, on pages and in e-mails: 49_900 paise → '₹499', 149_950 → '₹1,499.50'. */
export function formatPaise(paise: number): string {
  const rupees = paise / 100;
  const digits = Number.isInteger(rupees) ? 0 : 2;
  return `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}
