import type {
  BillingDetails,
  InvoiceSummary,
  PaymentHistoryItem,
  PaymentHistoryStatus,
} from '@sukoon/contract';
import type { AppLocale } from '@sukoon/contract/languages';
import type { AppContext } from '../../app-context.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { buyerLocale, type BuyerProfiles } from './buyer-locale.ts';
import { invoiceFileName } from './invoice-attachment.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import {
  findInvoiceById,
  findInvoicePdf,
  listDocumentsOfPayments,
  listInvoices,
  listPurchasesOfUser,
  readBilling,
  saveInvoicePdf,
  writeBilling,
  type InvoiceRow,
} from './invoices-repository.ts';
import { describePurchase } from './purchase-description.ts';

/** An admin's list is the newest this many documents; a buyer never has as many. */
const LIST_LIMIT = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toSummary = (row: InvoiceRow): InvoiceSummary => ({
  _id: row.id,
  number: row.number,
  kind: row.kind,
  issuedAt: row.issuedAt.toISOString(),
  purpose: row.purpose,
  description: row.description,
  amountPaise: row.totalPaise,
  paymentId: row.paymentId,
  ...(row.invoiceId ? { invoiceId: row.invoiceId } : {}),
});

export function createInvoicesService({
  db,
  now,
  profiles,
}: Pick<AppContext, 'db' | 'now'> & { profiles: BuyerProfiles }) {
  /** A document the caller may see; anyone else is told it does not exist. */
  async function requireDocument(caller: AuthenticatedUser, id: string): Promise<InvoiceRow> {
    const row = UUID.test(id) ? await findInvoiceById(db, id) : undefined;
    if (!row || (row.userId !== caller.id && caller.role !== 'admin'))
      throw notFound('errors_document_not_found');
    return row;
  }

  return {
    async list(caller: AuthenticatedUser): Promise<InvoiceSummary[]> {
      const rows = await listInvoices(db, caller.role === 'admin' ? undefined : caller.id, LIST_LIMIT);
      return rows.map(toSummary);
    },

    async pdf(caller: AuthenticatedUser, id: string): Promise<{ fileName: string; pdf: Buffer }> {
      const row = await requireDocument(caller, id);
      // In the buyer's language, whoever downloads it: the document is theirs.
      const locale = await buyerLocale(profiles, row);
      const fileName = invoiceFileName(row.number);
      // A document never changes, so it is drawn once (about 25 ms of the event loop) and kept.
      const stored = await findInvoicePdf(db, row.id, locale);
      if (stored) return { fileName, pdf: stored };
      const original = row.invoiceId ? await findInvoiceById(db, row.invoiceId) : undefined;
      const pdf = await renderInvoicePdf(row, { locale, original });
      await saveInvoicePdf(db, row.id, locale, pdf);
      return { fileName, pdf };
    },

    /** The caller's payments, each described in `locale` (the reader's language). */
    async paymentHistory(userId: string, locale: AppLocale = 'en'): Promise<PaymentHistoryItem[]> {
      const purchases = await listPurchasesOfUser(db, userId, LIST_LIMIT);
      const documents = await listDocumentsOfPayments(
        db,
        purchases.map((row) => row.id),
      );
      return purchases.map((row) => ({
        _id: row.id,
        purpose: row.purpose,
        description: describePurchase(row, locale),
        amountPaise: row.amountPaise,
        // The query selects only paid, refunded and failed payments.
        status: row.status as PaymentHistoryStatus,
        createdAt: row.createdAt.toISOString(),
        ...(row.paidAt ? { paidAt: row.paidAt.toISOString() } : {}),
        ...(row.refundedAt ? { refundedAt: row.refundedAt.toISOString() } : {}),
        documents: documents
          .filter((document) => document.paymentId === row.id)
          .map((document) => ({
            _id: document.id,
            number: document.number,
            kind: document.kind,
            issuedAt: document.issuedAt.toISOString(),
          })),
      }));
    },

    async getBilling(userId: string): Promise<BillingDetails> {
      const row = await readBilling(db, userId);
      if (!row) throw notFound('errors_account_not_found');
      return { gstin: row.gstin, state: row.state };
    },

    async putBilling(userId: string, input: BillingDetails): Promise<BillingDetails> {
      const current = await readBilling(db, userId);
      if (!current) throw notFound('errors_account_not_found');
      const gstin = input.gstin ?? current.gstin;
      // A GSTIN names its state in its first two digits.
      const state = input.state ?? (input.gstin ? input.gstin.slice(0, 2) : current.state);
      if (gstin && state && !gstin.startsWith(state)) {
        throw fieldError('VALIDATION_FAILED', 'state', 'errors_gstin_state', {
          gstinState: gstin.slice(0, 2),
          state,
        });
      }
      await writeBilling(db, userId, { billingGstin: gstin, billingState: state }, now());
      return { gstin, state };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
