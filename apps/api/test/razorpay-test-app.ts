import { signWebhook } from '../src/lib/payment-gateways/signatures.ts';
import type { BuildOptions } from '../src/app.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay.ts';
import type { TestUser } from './users-fixture.ts';

export const RAZORPAY_KEY_ID = 'rzp_test_fake0000000001';
const KEY_SECRET = 'fake-key-secret-for-tests-only';
export const WEBHOOK_SECRET = 'fake-webhook-secret-for-tests-only';

/** The app configured for Razorpay, pointed at a local fake of its REST API, on a movable clock. */
export async function createRazorpayTestApp(
  clock: { now: Date },
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database' | 'now'> = {},
): Promise<{ t: TestApp; fake: FakeRazorpay }> {
  const fake = await startFakeRazorpay(RAZORPAY_KEY_ID, KEY_SECRET);
  const t = await createTestApp(
    {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_API_BASE: fake.apiBase,
      RAZORPAY_KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...env,
    },
    { ...options, now: () => clock.now },
  );
  const closeApp = () => t.close();
  return {
    t: {
      ...t,
      close: async () => {
        await closeApp();
        await fake.close();
      },
    },
    fake,
  };
}

export const postAs = (t: TestApp, user: TestUser | undefined, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: user?.headers ?? {} });

/** Razorpay's event body for a captured payment of an order. */
export function paidEventBody(
  event: 'payment.captured' | 'order.paid',
  order: { orderId: string; paymentId: string; amount: number },
): string {
  const payment = {
    entity: {
      id: order.paymentId,
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status: 'captured',
      order_id: order.orderId,
      method: 'upi',
      captured: true,
    },
  };
  const orderEntity = {
    entity: { id: order.orderId, entity: 'order', amount: order.amount, status: 'paid' },
  };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_fake',
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: event === 'order.paid' ? { payment, order: orderEntity } : { payment },
    created_at: 1_900_000_000,
  });
}

/** Delivers a webhook as Razorpay does: raw JSON body, signature of those exact bytes, event id. */
export function deliverWebhook(
  t: TestApp,
  body: string,
  options: { eventId?: string; signature?: string; sendBody?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-razorpay-signature': options.signature ?? signWebhook(body, WEBHOOK_SECRET),
  };
  if (options.eventId) headers['x-razorpay-event-id'] = options.eventId;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers,
    payload: options.sendBody ?? body,
  });
}
