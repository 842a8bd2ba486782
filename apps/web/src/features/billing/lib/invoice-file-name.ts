/** A document's number as a file name: 'INV/26-27/000042' → 'INV-26-27-000042.pdf'. */
export const invoiceFileName = (number: string): string =>
  `${number.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'invoice'}.pdf`;
