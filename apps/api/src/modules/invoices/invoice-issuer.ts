import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { PaymentRow } from '../payments/purchase-handler.ts';
import { documentNumber, financialYearOf, isInterState, splitTax } from './gst.ts';
import {
  findInvoiceBuyer,
  findPaymentDocument,
  findPurchase,
  insertInvoice,
  takeNextSequence,
  type InvoiceRow,
} from './invoices-repository.ts';
import { describePurchase } from './purchase-description.ts';
import type { BuyerProfiles } from './buyer-locale.ts';
import { withInvoiceAttached } from './invoice-attachment.ts';

export interface InvoiceIssuer {
  /**
   * The invoice (with a GSTIN) or bill of supply of a payment just marked paid, in the caller's
   * transaction, so no payment is ever paid without one. Once per payment: a second call returns it.
   */
  issueInvoice(tx: DbOrTx, payment: PaymentRow, now: Date): Promise<InvoiceRow>;
  /**
   * The credit note reversing a refunded payment's invoice, in the transaction that records the
   * refund; once per payment. Undefined for a payment paid before invoices existed.
   */
  issueCreditNote(tx: DbOrTx, payment: PaymentRow, now: Date): Promise<InvoiceRow | undefined>;
  /** The purchase mail with the payment's invoice (or receipt) as a PDF, when it has one. */
  withInvoiceAttached(db: DbOrTx, mail: MailMessage, paymentId: string): Promise<MailMessage>;
}

export function createInvoiceIssuer(
  ctx: Pick<AppContext, 'config'> & { profiles: BuyerProfiles },
): InvoiceIssuer {
  const config = ctx.config.invoicing;
  return {
    withInvoiceAttached: (db, mail, paymentId) => withInvoiceAttached(db, ctx.profiles, mail, paymentId),

    async issueInvoice(tx, payment, now) {
      const existing = await findPaymentDocument(tx, payment.id, 'INV');
      if (existing) return existing;
      const [buyer, purchase] = await Promise.all([
        findInvoiceBuyer(tx, payment.userId),
        findPurchase(tx, payment.id),
      ]);
      if (!buyer || !purchase) throw new Error(`payment ${payment.id} has no buyer or purchase`);
      const isRegistered = config.sellerGstin !== undefined;
      const rate = isRegistered ? config.taxRateBasisPoints : 0;
      const buyerState = buyer.state || null;
      const financialYear = financialYearOf(now);
      const sequence = await takeNextSequence(tx, 'INV', financialYear);
      return insertInvoice(tx, {
        kind: isRegistered ? 'tax-invoice' : 'bill-of-supply',
        series: 'INV',
        financialYear,
        sequence,
        number: documentNumber('INV', financialYear, sequence),
        paymentId: payment.id,
        userId: payment.userId,
        issuedAt: now,
        purpose: payment.purpose,
        description: describePurchase(purchase),
        sac: config.sac[payment.purpose],
        sellerName: config.sellerName,
        sellerAddress: config.sellerAddress,
        sellerState: config.sellerState,
        sellerGstin: config.sellerGstin ?? null,
        buyerName: `${buyer.firstName} ${buyer.lastName}`.trim(),
        buyerEmail: buyer.email,
        buyerGstin: buyer.gstin || null,
        buyerState,
        taxRateBasisPoints: rate,
        ...splitTax(payment.amountPaise, rate, isInterState(config.sellerState, buyerState)),
        totalPaise: payment.amountPaise,
        paymentReference: payment.providerPaymentId ?? payment.providerOrderId,
      });
    },

    async issueCreditNote(tx, payment, now) {
      const invoice = await findPaymentDocument(tx, payment.id, 'INV');
      if (!invoice) return undefined;
      const existing = await findPaymentDocument(tx, payment.id, 'CN');
      if (existing) return existing;
      const financialYear = financialYearOf(now);
      const sequence = await takeNextSequence(tx, 'CN', financialYear);
      // A refund gives back the whole payment: the note reverses every line of the invoice.
      const { id: invoiceId, ...copied } = invoice;
      return insertInvoice(tx, {
        ...copied,
        kind: 'credit-note',
        series: 'CN',
        financialYear,
        sequence,
        number: documentNumber('CN', financialYear, sequence),
        invoiceId,
        issuedAt: now,
        paymentReference: payment.providerRefundId
          ? `${invoice.paymentReference}, refund ${payment.providerRefundId}`
          : invoice.paymentReference,
      });
    },
  };
}
