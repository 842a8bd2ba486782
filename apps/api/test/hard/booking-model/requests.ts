import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { APPOINTMENT_FEE_PAISE } from '@sukoon/contract';
import type { TestUser } from '../../users-fixture.ts';
import { deliverWebhook, paidEventBody } from '../../razorpay-test-app.ts';
import { pick } from './cmd.ts';
import type { Real } from './harness.ts';
import { count, type Delivery, type Model } from './model.ts';

// The real side: HTTP through app.inject.

export function expectStatus(res: LightMyRequestResponse, status: number, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
}

export const post = (real: Real, user: TestUser, url: string, payload: object, remoteAddress?: string) =>
  real.h.t.app.inject({ method: 'POST', url, payload, headers: user.headers, remoteAddress });

export type Header = 'fresh' | 'replay' | 'none';

/** A signed webhook delivery: fresh event id, a replay of an earlier delivery, or no id header. */
export async function deliver(
  m: Model,
  real: Real,
  index: number,
  event: 'payment.captured' | 'order.paid',
  header: Header,
  replay: number,
  wrongAmount: boolean,
): Promise<LightMyRequestResponse> {
  const order = m.orders[index]!;
  const proof = order.proof!;
  let delivery: Delivery;
  // A body with another amount is never a replay of one we sent: its bytes (and hash) differ.
  if (header === 'replay' && !wrongAmount && order.deliveries.length > 0) {
    [delivery] = pick(order.deliveries, replay);
    count(m.stats, 'webhook replayed');
  } else {
    const body = paidEventBody(event, {
      orderId: order.orderId,
      paymentId: proof.razorpay_payment_id,
      amount: wrongAmount ? APPOINTMENT_FEE_PAISE - 100 : APPOINTMENT_FEE_PAISE,
    });
    delivery = { body, eventId: header === 'none' ? undefined : `evt_${randomUUID()}` };
    if (!wrongAmount) order.deliveries.push(delivery);
  }
  return deliverWebhook(real.h.t, delivery.body, { eventId: delivery.eventId });
}
