const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** 49900 paise → '₹499'; 49950 → '₹499.50'. */
export function formatPaise(paise: number): string {
  return RUPEES.format(paise / 100);
}
