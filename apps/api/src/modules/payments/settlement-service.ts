import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { PaymentRow } from './purchase-handler.ts';
import type { PurchaseHandlers } from './purchase-handlers.ts';
import { lockPayment, markPaid, owesRefund, recordWebhookEvent } from './payments-repository.ts';
import type { PaymentRefunds } from './payment-refunds.ts';

export type SettlementOutcome =
  /** Paid, and its effect (enrolment, seat, appointment) is in place. */
  | 'fulfilled'
  /** Paid, but the effect was impossible, so the money went (or is going) back. */
  | 'refunded'
  /** The order was already paid by a different payment of the provider. */
  | 'paid-by-other'
  /** Nothing to do: a replayed webhook event for an order that is not paid, or a failed order. */
  | 'ignored';

interface Deps {
  ctx: AppContext;
  handlers: PurchaseHandlers;
  refunds: PaymentRefunds;
  log: FastifyBaseLogger;
}

/**
 * The one path from "the provider says this order is paid" to its effect, shared by
 * verify-payment, confirmpayment and the webhook, so each payment takes effect exactly once.
 */
export function createSettlementService({ ctx, handlers, refunds, log }: Deps) {
  const { db } = ctx;

  return {
    async settle(
      payment: PaymentRow,
      providerPaymentId: string,
      webhookEvent?: { id: string; type: string },
    ): Promise<SettlementOutcome> {
      const now = ctx.now();
      const { row, isReplay } = await db.transaction(async (tx) => {
        if (webhookEvent && !(await recordWebhookEvent(tx, webhookEvent.id, webhookEvent.type, now))) {
          return { row: await lockPayment(tx, payment.id), isReplay: true };
        }
        const current = await lockPayment(tx, payment.id);
        if (current.status !== 'created') return { row: current, isReplay: false };
        const paid = await markPaid(tx, current.id, providerPaymentId, now);
        const effect = await handlers[paid.purpose].fulfil(tx, paid, now);
        if (effect !== 'unfulfillable') return { row: paid, isReplay: false };
        await refunds.markOwed(tx, paid.id, now);
        return { row: await lockPayment(tx, paid.id), isReplay: false };
      });

      if (row.status === 'refunded') return 'refunded';
      if (row.status !== 'paid') return 'ignored';
      if (owesRefund(row)) {
        // Also on a replay: an earlier refund attempt may have failed and this is its retry.
        await refunds.refundOwed(row.id);
        return 'refunded';
      }
      if (isReplay) return 'fulfilled';
      if (row.providerPaymentId !== providerPaymentId) {
        log.error(
          { paymentRef: row.id, providerPaymentId },
          'an order already paid received another payment; refund it by hand',
        );
        return 'paid-by-other';
      }
      return 'fulfilled';
    },
  };
}
