import type { AppContext } from '../../app-context.ts';
import type { PaymentRow } from './purchase-handler.ts';
import type { PurchaseHandlers } from './purchase-handler.ts';
import type { InvoiceIssuer } from '../invoices/invoice-issuer.ts';
import {
  findBuyer,
  lockPayment,
  markPaid,
  owesRefund,
  recordSecondPayment,
  recordWebhookEvent,
} from './payments-repository.ts';
import type { PaymentRefunds } from './payment-refunds.ts';

export type SettlementOutcome =
  /** Paid, and its effect (enrolment, seat, appointment) is in place. */
  | 'fulfilled'
  /** Paid, but the effect was impossible, so the money went (or is going) back. */
  | 'refunded'
  /** The order was already paid by a different payment; this second one went (or is going) back. */
  | 'paid-by-other'
  /** Nothing to do: a replayed webhook event for an order that is not paid, or a failed order. */
  | 'ignored';

export type SettlementServiceDeps = Pick<AppContext, 'config' | 'db' | 'mailer' | 'now' | 'log'> & {
  handlers: PurchaseHandlers;
  refunds: Pick<PaymentRefunds, 'markOwed' | 'refundOwed'>;
  invoices: Pick<InvoiceIssuer, 'issueInvoice' | 'withInvoiceAttached'>;
};

/**
 * The one path from "the provider says this order is paid" to its effect, shared by
 * verify-payment, confirmpayment and the webhook, so each payment takes effect exactly once.
 */
export function createSettlementService(ctx: SettlementServiceDeps) {
  const { db, handlers, refunds, log, invoices } = ctx;

  /** After commit and off the request: a mail that fails is logged, never undoes the purchase. */
  function sendConfirmation(payment: PaymentRow): void {
    void (async () => {
      const buyer = await findBuyer(db, payment.userId);
      const mail = buyer && (await handlers[payment.purpose].confirmationMail(db, payment, buyer));
      if (mail) await ctx.mailer.send(await invoices.withInvoiceAttached(db, mail, payment.id));
    })().catch((error: unknown) => {
      log.error({ err: error, paymentRef: payment.id }, 'could not send the purchase confirmation e-mail');
    });
  }

  return {
    async settle(
      payment: PaymentRow,
      providerPaymentId: string,
      webhookEvent?: { id: string; type: string },
    ): Promise<SettlementOutcome> {
      const now = ctx.now();
      const { row, isApplied, secondPayment } = await db.transaction(async (tx) => {
        if (webhookEvent && !(await recordWebhookEvent(tx, webhookEvent.id, webhookEvent.type, now))) {
          return { row: await lockPayment(tx, payment.id) };
        }
        const current = await lockPayment(tx, payment.id);
        if (current.status !== 'created') {
          if (current.providerPaymentId === null || current.providerPaymentId === providerPaymentId) {
            return { row: current };
          }
          // The buyer paid the same order twice (two tabs): keep the second payment and give it back.
          const second = await recordSecondPayment(tx, current, providerPaymentId, now);
          await invoices.issueInvoice(tx, second, now);
          await refunds.markOwed(tx, second.id, now);
          return { row: current, secondPayment: second };
        }
        const paid = await markPaid(tx, current.id, providerPaymentId, now);
        const effect = await handlers[paid.purpose].fulfil(tx, paid, now);
        // The invoice commits with the payment or not at all (decision 013); issued last, so the
        // number counter stays locked only until the commit.
        await invoices.issueInvoice(tx, paid, now);
        if (effect !== 'unfulfillable') return { row: paid, isApplied: effect === 'applied' };
        await refunds.markOwed(tx, paid.id, now);
        return { row: await lockPayment(tx, paid.id) };
      });

      if (secondPayment) {
        log.warn({ paymentRef: row.id, providerPaymentId }, 'an order already paid received another payment');
        await refunds.refundOwed(secondPayment.id);
        return 'paid-by-other';
      }
      if (isApplied) sendConfirmation(row);
      if (row.status === 'refunded') return 'refunded';
      if (row.status !== 'paid') return 'ignored';
      if (owesRefund(row)) {
        // Also on a replay: an earlier refund attempt may have failed and this is its retry.
        await refunds.refundOwed(row.id);
        return 'refunded';
      }
      return 'fulfilled';
    },
  };
}
