import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { GATEWAY_REQUEST_TIMEOUT_MS } from '../../lib/payment-gateways/payment-gateway.ts';
import type { InvoiceIssuer } from '../invoices/invoice-issuer.ts';
import {
  claimRefund,
  findPaymentById,
  listRefundsDue,
  markRefunded,
  markRefundOwed,
  owesRefund,
  releaseRefundClaim,
} from './payments-repository.ts';

/**
 * A refund claim older than this is from an attempt that died (its process was killed) and may be
 * taken over. An attempt makes two gateway calls, each given up after the gateway's timeout, and two
 * short writes, so a live attempt never holds its claim this long; a takeover of a late one asks
 * the provider first and adopts its refund, so even then the money goes back once (decision 010).
 */
export const STALE_REFUND_CLAIM_MS = 2 * GATEWAY_REQUEST_TIMEOUT_MS + 10_000;
/** At most this many refunds are asked for in one retry round; the rest wait for the next. */
const RETRY_BATCH = 50;

export interface PaymentRefunds {
  /** Records, in the caller's transaction, that a paid payment must go back. */
  markOwed(tx: DbOrTx, paymentId: string, now: Date): Promise<void>;
  /**
   * Asks the gateway for an owed refund and records the provider's refund id. Only one caller at a
   * time gets to ask; a gateway failure leaves the refund owed and is thrown (a 502). True when
   * this call made the refund.
   */
  refundOwed(paymentId: string): Promise<boolean>;
  /**
   * Asks again for every refund still owed (the gateway was down, or the server died mid-refund),
   * so no one waits on a later request to get their money back. Never throws. A refund another
   * attempt holds is left to it; `recheckAt` says when that claim turns stale if it was not settled.
   */
  retryOwed(): Promise<{ refunded: number; stillOwed: number; recheckAt: Date | undefined }>;
}

type Attempt = { outcome: 'refunded' | 'not-owed' } | { outcome: 'held'; staleAt: Date };

/** The one way money goes back: owed first (in a transaction), then refunded (outside one). */
export type PaymentRefundsDeps = Pick<AppContext, 'db' | 'now' | 'paymentGateway' | 'log'> & {
  invoices: Pick<InvoiceIssuer, 'issueCreditNote'>;
};

export function createPaymentRefunds(ctx: PaymentRefundsDeps): PaymentRefunds {
  const { paymentGateway: gateway, log, invoices } = ctx;
  async function attemptRefund(paymentId: string): Promise<Attempt> {
    const row = await findPaymentById(ctx.db, paymentId);
    if (!row || !owesRefund(row) || !row.providerPaymentId) return { outcome: 'not-owed' };
    const now = ctx.now();
    const staleBefore = new Date(now.getTime() - STALE_REFUND_CLAIM_MS);
    if (!(await claimRefund(ctx.db, row.id, now, staleBefore))) {
      // Claimed by another attempt before we read it, or claimed or settled since; a recheck of a
      // settled one finds nothing to do.
      const claimedAt = row.refundState === 'claimed' ? row.updatedAt : now;
      return { outcome: 'held', staleAt: new Date(claimedAt.getTime() + STALE_REFUND_CLAIM_MS) };
    }
    try {
      // An earlier attempt may have died after the provider refunded and before our record.
      const made = await gateway.findRefund(row.providerPaymentId);
      const { refundId } = made ?? (await gateway.refund(row.providerPaymentId, row.amountPaise));
      // The credit note is issued with the refund's record, once: a retry finds the payment refunded.
      await ctx.db.transaction(async (tx) => {
        const refundedAt = ctx.now();
        const refunded = await markRefunded(tx, row.id, refundId, refundedAt);
        if (refunded) await invoices.issueCreditNote(tx, refunded, refundedAt);
      });
      log.warn(
        { paymentRef: row.id, purpose: row.purpose, refundId, adopted: made !== undefined },
        'payment refunded',
      );
      return { outcome: 'refunded' };
    } catch (error) {
      await releaseRefundClaim(ctx.db, row.id, ctx.now());
      throw error;
    }
  }

  return {
    markOwed: markRefundOwed,
    refundOwed: async (paymentId) => (await attemptRefund(paymentId)).outcome === 'refunded',
    async retryOwed() {
      let refunded = 0;
      let stillOwed = 0;
      let recheckAt: Date | undefined;
      try {
        for (const { id } of await listRefundsDue(ctx.db, RETRY_BATCH)) {
          try {
            const attempt = await attemptRefund(id);
            if (attempt.outcome === 'refunded') refunded += 1;
            if (attempt.outcome === 'held' && !(recheckAt && recheckAt <= attempt.staleAt)) {
              recheckAt = attempt.staleAt;
            }
          } catch (error) {
            stillOwed += 1;
            log.error({ paymentRef: id, err: error }, 'refund still owed: the gateway refused or failed');
          }
        }
      } catch (error) {
        log.error({ err: error }, 'could not look for owed refunds');
      }
      return { refunded, stillOwed, recheckAt };
    },
  };
}
