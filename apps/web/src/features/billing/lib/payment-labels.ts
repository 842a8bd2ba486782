import type { InvoiceKind, PaymentHistoryStatus, PaymentPurpose } from '@sukoon/contract/invoices';

export const PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  course: 'Course',
  webinar: 'Webinar',
  appointment: 'Counselling session',
};

export const DOCUMENT_LABELS: Record<InvoiceKind, string> = {
  'tax-invoice': 'Invoice',
  'bill-of-supply': 'Receipt',
  'credit-note': 'Credit note',
};

export const STATUS_LABELS: Record<PaymentHistoryStatus, string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  failed: 'Failed',
};
