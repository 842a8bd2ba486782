import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { isValidWebhookSignature } from '../../lib/payment-gateways/signatures.ts';
import { findPaymentByOrderId } from './payments-repository.ts';
import type { createSettlementService } from './settlement-service.ts';

type Settlement = ReturnType<typeof createSettlementService>;

const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

/** The parts of Razorpay's event body the product reads; everything else is ignored. */
const paidEvent = z.object({
  id: z.string().max(200).optional(),
  event: z.string().max(100),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string().min(1).max(100),
          order_id: z.string().min(1).max(100).nullish(),
          amount: z.number().int(),
          currency: z.string(),
        }),
      })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string().min(1).max(100) }) }).optional(),
  }),
});

export function createWebhookService(ctx: AppContext, settlement: Settlement, log: FastifyBaseLogger) {
  return {
    /**
     * Records a captured payment's effect, so a closed browser loses nothing. Events that name no
     * order of ours are acknowledged and dropped: the account may serve other integrations, and a
     * non-2xx would only make the provider resend them for a day.
     */
    async handleEvent(rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined) {
      if (!isValidWebhookSignature(rawBody, signature, ctx.config.payment.webhookSecret)) {
        throw badRequest('errors_webhook_signature');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badRequest('errors_webhook_not_json');
      }
      const parsed = paidEvent.safeParse(json);
      if (!parsed.success || !PAID_EVENTS.has(parsed.data.event)) return;
      const { event, payload } = parsed.data;
      const entity = payload.payment?.entity;
      const orderId = entity?.order_id ?? payload.order?.entity.id;
      if (!entity || !orderId) return;

      const payment = await findPaymentByOrderId(ctx.db, orderId);
      if (!payment) {
        log.info({ orderId, event }, 'webhook for an order we do not know; acknowledged');
        return;
      }
      if (entity.amount !== payment.amountPaise || entity.currency !== payment.currency) {
        log.error({ paymentRef: payment.id, event }, 'webhook amount differs from the order; not applied');
        return;
      }
      const eventId = eventIdHeader ?? parsed.data.id ?? createHash('sha256').update(rawBody).digest('hex');
      await settlement.settle(payment, entity.id, { id: eventId, type: event });
    },
  };
}
