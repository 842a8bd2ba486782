import { z } from 'zod';
import { fieldMessageParams } from './field-issues.ts';

// Money paperwork (issue 18): invoices, credit notes, the buyer's payment history and the admin's
// revenue report. Amounts are integer paise end to end; instants are ISO strings.

export const PAYMENT_PURPOSES = ['course', 'webinar', 'appointment'] as const;
export const paymentPurpose = z.enum(PAYMENT_PURPOSES);
export type PaymentPurpose = z.infer<typeof paymentPurpose>;

/**
 * `tax-invoice` when the seller has a GSTIN, `bill-of-supply` (a receipt without tax lines) when it
 * has none; a refund issues a `credit-note` against the document it reverses.
 */
export const INVOICE_KINDS = ['tax-invoice', 'bill-of-supply', 'credit-note'] as const;
export const invoiceKind = z.enum(INVOICE_KINDS);
export type InvoiceKind = z.infer<typeof invoiceKind>;

/** `GET /api/invoices`: the caller's documents, newest first (an admin gets every buyer's). */
export const invoiceSummary = z.object({
  _id: z.string(),
  /** Unique within its series and financial year, e.g. `INV/26-27/000042` or `CN/26-27/000003`
   * (GST rules allow at most 16 characters). */
  number: z.string(),
  kind: invoiceKind,
  issuedAt: z.string(),
  purpose: paymentPurpose,
  /** What was bought, e.g. the course's name or "Counselling session on 12 Dec 2026, 10 AM". */
  description: z.string(),
  /** What the buyer paid, tax included (for a credit note: what was refunded). */
  amountPaise: z.number().int(),
  paymentId: z.string(),
  /** For a credit note: the invoice it reverses. */
  invoiceId: z.string().optional(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;
export const invoiceListResponse = z.array(invoiceSummary);

export const invoiceParams = z.object({ id: z.string().min(1).max(100) });

/** The path of a document's PDF (`application/pdf`), for the buyer or an admin. */
export const invoicePdfPath = (id: string) => `/api/invoices/${encodeURIComponent(id)}/pdf`;

export const PAYMENT_HISTORY_STATUSES = ['paid', 'refunded', 'failed'] as const;
export const paymentHistoryStatus = z.enum(PAYMENT_HISTORY_STATUSES);
export type PaymentHistoryStatus = z.infer<typeof paymentHistoryStatus>;

/** `GET /api/payments/mine`: every payment the caller made (orders never paid are left out), newest first. */
export const paymentHistoryItem = z.object({
  _id: z.string(),
  purpose: paymentPurpose,
  description: z.string(),
  amountPaise: z.number().int(),
  status: paymentHistoryStatus,
  /** When the order was created. */
  createdAt: z.string(),
  paidAt: z.string().optional(),
  refundedAt: z.string().optional(),
  /** The invoice (or receipt) and any credit note, in the order they were issued. */
  documents: z.array(invoiceSummary.pick({ _id: true, number: true, kind: true, issuedAt: true })),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItem>;
export const paymentHistoryResponse = z.array(paymentHistoryItem);

/** GST state codes and their names, as GSTINs and invoices use them. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

export const GSTIN_LENGTH = 15;
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * `GET`/`PUT /api/me/billing`: what a buyer may add for their invoices. `state` is the two-digit
 * GST state code (27 is Maharashtra); it decides CGST + SGST (same state as the seller) or IGST.
 * Both are optional; an empty string clears one, an absent one is kept. They apply to invoices
 * issued afterwards. A GSTIN without a state sets the state from the GSTIN's first two digits; a
 * state that differs from the GSTIN's is refused (400).
 */
export const billingDetails = z.object({
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || GSTIN_PATTERN.test(value), {
      message: `must be a ${GSTIN_LENGTH}-character GSTIN`,
      params: fieldMessageParams('gstin'),
    })
    .optional(),
  state: z
    .string()
    .trim()
    .refine((value) => value === '' || value in GST_STATES, {
      message: 'must be a two-digit GST state code',
      params: fieldMessageParams('gst_state'),
    })
    .optional(),
});
export type BillingDetails = z.infer<typeof billingDetails>;

const MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
const month = z.string().trim().regex(MONTH_PATTERN, 'must be a month as YYYY-MM');

/** `GET /api/admin/reports/revenue?from&to[&format=csv]`: months in IST, both ends included. */
export const revenueReportQuery = z.object({
  from: month,
  to: month,
  format: z.enum(['json', 'csv']).optional(),
});
export type RevenueReportQuery = z.infer<typeof revenueReportQuery>;

export const revenueMonth = z.object({
  /** `YYYY-MM`, in IST. */
  month: z.string(),
  coursesPaise: z.number().int(),
  webinarsPaise: z.number().int(),
  appointmentsPaise: z.number().int(),
  /** Refunded in that month (by refund date), whatever was bought. */
  refundsPaise: z.number().int(),
  /** Income less refunds. */
  netPaise: z.number().int(),
});
export type RevenueMonth = z.infer<typeof revenueMonth>;

export const counsellorSessionCount = z.object({
  /** Absent for sessions of the spec's one calendar (no counsellor). */
  counsellorId: z.string().optional(),
  name: z.string(),
  completed: z.number().int(),
  noShow: z.number().int(),
  accepted: z.number().int(),
  cancelled: z.number().int(),
});
export type CounsellorSessionCount = z.infer<typeof counsellorSessionCount>;

export const revenueReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** Every month in the range, empty ones included, oldest first. */
  months: z.array(revenueMonth),
  totals: revenueMonth.omit({ month: true }),
  /** Sessions in the range, per counsellor. */
  sessionsByCounsellor: z.array(counsellorSessionCount),
});
export type RevenueReport = z.infer<typeof revenueReportResponse>;
