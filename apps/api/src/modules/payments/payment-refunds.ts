import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PaymentGateway } from '../../lib/payment-gateways/payment-gateway.ts';
import {
  claimRefund,
  findPaymentById,
  markRefunded,
  markRefundOwed,
  owesRefund,
  releaseRefundClaim,
} from './payments-repository.ts';

/** A refund claim older than this is taken to be from a crashed attempt and may be retried. */
const STALE_REFUND_CLAIM_MS = 5 * 60 * 1000;

export interface PaymentRefunds {
  /** Records, in the caller's transaction, that a paid payment must go back. */
  markOwed(tx: DbOrTx, paymentId: string, now: Date): Promise<void>;
  /**
   * Asks the gateway for an owed refund and records the provider's refund id. Only one caller at a
   * time gets to ask; a gateway failure leaves the refund owed and is thrown (a 502).
   */
  refundOwed(paymentId: string): Promise<void>;
}

/** The one way money goes back: owed first (in a transaction), then refunded (outside one). */
export function createPaymentRefunds(
  ctx: AppContext,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
): PaymentRefunds {
  return {
    markOwed: markRefundOwed,
    async refundOwed(paymentId) {
      const row = await findPaymentById(ctx.db, paymentId);
      if (!row || !owesRefund(row) || !row.providerPaymentId) return;
      const now = ctx.now();
      const staleBefore = new Date(now.getTime() - STALE_REFUND_CLAIM_MS);
      if (!(await claimRefund(ctx.db, row.id, now, staleBefore))) return;
      try {
        const { refundId } = await gateway.refund(row.providerPaymentId, row.amountPaise);
        await markRefunded(ctx.db, row.id, refundId, ctx.now());
        log.warn({ paymentRef: row.id, purpose: row.purpose, refundId }, 'payment refunded');
      } catch (error) {
        await releaseRefundClaim(ctx.db, row.id, ctx.now());
        throw error;
      }
    },
  };
}
