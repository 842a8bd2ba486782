import type { InvoiceKind, PaymentHistoryStatus, PaymentPurpose } from '@sukoon/contract/invoices';
import { m } from '../../../paraglide/messages.js';

export const PURPOSE_LABELS: Record<PaymentPurpose, () => string> = {
  course: m.account_payments_purpose_course,
  webinar: m.account_payments_purpose_webinar,
  appointment: m.account_payments_purpose_appointment,
};

export const DOCUMENT_LABELS: Record<InvoiceKind, () => string> = {
  'tax-invoice': m.account_payments_document_invoice,
  'bill-of-supply': m.account_payments_document_receipt,
  'credit-note': m.account_payments_document_credit_note,
};

export const STATUS_LABELS: Record<PaymentHistoryStatus, () => string> = {
  paid: m.account_payments_status_paid,
  refunded: m.account_payments_status_refunded,
  failed: m.account_payments_status_failed,
};
