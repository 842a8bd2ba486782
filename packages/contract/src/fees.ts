/** Money is integer paise everywhere; the appointment fee is 199 INR. */
export const APPOINTMENT_FEE_PAISE = 19_900;
export const CURRENCY = 'INR';
export const rupeesToPaise = (rupees: number): number => rupees * 100;
