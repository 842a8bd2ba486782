import { randomUUID } from 'node:crypto';
import {
  type CreateOrderResponse,
  type PurchaseRequest,
  type SimulatePaymentRequest,
  type SimulatePaymentResponse,
} from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { signPayment } from '../../lib/payment-gateways/signatures.ts';
import { simulatedId } from '../../lib/payment-gateways/simulated-gateway.ts';
import type { PurchaseHandlers } from './purchase-handler.ts';
import {
  findOpenOrder,
  findPaymentByOrderId,
  insertPayment,
  lockUserForOrders,
  markOrderFailed,
  setProviderOrderId,
} from './payments-repository.ts';

/** An unpaid order for the same thing is handed out again for this long instead of a new one. */
const ORDER_REUSE_MS = 15 * 60 * 1000;
/** How long an order whose provider call has not answered (`starting`) holds back another one. */
const STARTING_GRACE_MS = 60 * 1000;

export type OrdersServiceDeps = Pick<AppContext, 'config' | 'db' | 'now' | 'paymentGateway'> & {
  handlers: PurchaseHandlers;
};

export function createOrdersService(ctx: OrdersServiceDeps) {
  const { db, config, paymentGateway: gateway, handlers } = ctx;
  const answer = (orderId: string, amountPaise: number): CreateOrderResponse => ({
    orderId,
    amount: amountPaise,
    currency: 'INR',
    keyId: config.payment.keyId,
  });

  return {
    /**
     * Prices and records the order in one short transaction as `starting`, then asks the provider
     * outside any transaction (a network call must not hold database locks), then stores the
     * provider's id and the order is `created`. If the provider fails, the row is marked failed and kept; no
     * money can have moved, because the client never received an order id to pay.
     */
    async placeOrder(
      userId: string,
      purchase: PurchaseRequest,
      clientAddress: string,
    ): Promise<CreateOrderResponse> {
      const handler = handlers[purchase.purpose];
      const now = ctx.now();
      const draft = await db.transaction(async (tx) => {
        await lockUserForOrders(tx, userId);
        const prepared = await handler.prepare(tx, userId, purchase, now, clientAddress);
        const item = { userId, purpose: purchase.purpose, ...prepared };
        const open = await findOpenOrder(tx, item, new Date(now.getTime() - ORDER_REUSE_MS));
        if (open?.status === 'starting') {
          if (now.getTime() - open.createdAt.getTime() < STARTING_GRACE_MS) {
            throw conflict('errors_payment_starting');
          }
        } else if (open) {
          return { row: open, isReused: true };
        }
        const row = await insertPayment(tx, {
          userId,
          purpose: purchase.purpose,
          courseId: prepared.courseId,
          webinarId: prepared.webinarId,
          appointmentId: prepared.appointmentId,
          amountPaise: prepared.amountPaise,
          currency: 'INR',
          provider: gateway.provider,
          receipt: prepared.receipt,
          status: 'starting',
          // A placeholder for the NOT NULL, unique column until the provider answers (schema).
          providerOrderId: `pending_${randomUUID()}`,
          createdAt: now,
          updatedAt: now,
        });
        return { row, isReused: false };
      });
      const { row, isReused } = draft;
      if (isReused) return answer(row.providerOrderId, row.amountPaise);

      let orderId: string;
      try {
        ({ orderId } = await gateway.createOrder({
          amountPaise: row.amountPaise,
          currency: 'INR',
          receipt: row.receipt.slice(0, 40),
          notes: { paymentRef: row.id, purpose: row.purpose },
        }));
      } catch (error) {
        await markOrderFailed(db, row.id, ctx.now());
        throw error;
      }
      await setProviderOrderId(db, row.id, orderId, ctx.now());
      return answer(orderId, row.amountPaise);
    },

    /** What the provider's checkout would hand the page, signed the same way (simulated only). */
    async simulatePayment(
      userId: string,
      { orderId, outcome }: SimulatePaymentRequest,
    ): Promise<SimulatePaymentResponse> {
      const payment = await findPaymentByOrderId(db, orderId);
      if (!payment || payment.userId !== userId || payment.provider !== 'simulated') {
        throw notFound('errors_order_not_found');
      }
      if (payment.status !== 'created') throw conflict('errors_order_settled');
      if (outcome === 'failure') throw new AppError('PAYMENT_FAILED', 'errors_payment_simulated_failure');
      const paymentId = simulatedId('pay_sim_');
      return { paymentId, orderId, signature: signPayment(orderId, paymentId, config.payment.keySecret) };
    },
  };
}
