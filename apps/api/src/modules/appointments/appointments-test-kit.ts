import type { LightMyRequestResponse } from 'fastify';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestUser } from '../../../test/users-fixture.ts';

/** A clock the test moves by hand: `createTestApp(env, { now: clock.now })`. */
export function createClock(start: string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (iso: string) => {
      current = new Date(iso);
    },
    advanceMinutes: (minutes: number) => {
      current = new Date(current.getTime() + minutes * 60 * 1000);
    },
  };
}

/** A mailer that keeps what it is given; `failWith` makes every send fail. */
export function createMailbox() {
  const sent: MailMessage[] = [];
  const box = {
    sent,
    failWith: null as Error | null,
    mailer: {
      send: async (message: MailMessage) => {
        if (box.failWith) throw box.failWith;
        sent.push(message);
      },
    } satisfies Mailer,
    to: (address: string) => sent.filter((mail) => mail.to === address),
    /** Waits for the e-mails sent after the answer (after commit, off the request). */
    async waitFor(address: string, count = 1): Promise<MailMessage[]> {
      for (let tries = 0; tries < 100 && box.to(address).length < count; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return box.to(address);
    },
  };
  return box;
}

export interface SlotRequest {
  date: string;
  slot: unknown;
  reason?: unknown;
  counsellorId?: string;
  /** Sent as true unless a test says otherwise (undefined leaves it out). */
  counsellingConsent?: boolean;
  intake?: unknown;
}

/** Each test person on a network of their own (unpaid holds are capped per address too). */
export const addressOf = (user: TestUser) => `fd00::${user.id.slice(0, 4)}:${user.id.slice(4, 8)}`;

export const createOrder = (t: TestApp, user: TestUser, body: SlotRequest, remoteAddress = addressOf(user)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create',
    remoteAddress,
    headers: user.headers,
    payload: {
      purpose: 'appointment',
      counsellingConsent: true,
      reason: 'I would like to talk about stress at work.',
      ...body,
    },
  });

/** The simulated checkout and verify-payment, as the web app does them after creating the order. */
export async function payOrder(t: TestApp, user: TestUser, orderId: string): Promise<LightMyRequestResponse> {
  const simulated = await t.app.inject({
    method: 'POST',
    url: '/api/payments/simulate',
    headers: user.headers,
    payload: { orderId, outcome: 'success' },
  });
  if (simulated.statusCode !== 200)
    throw new Error(`simulate answered ${simulated.statusCode}: ${simulated.body}`);
  return t.app.inject({
    method: 'POST',
    url: '/api/verify-payment',
    headers: user.headers,
    payload: simulated.json<object>(),
  });
}

/** Orders, pays and verifies a slot; returns the order id. */
export async function bookAndPay(t: TestApp, user: TestUser, body: SlotRequest): Promise<string> {
  const order = await createOrder(t, user, body);
  if (order.statusCode !== 200) throw new Error(`create answered ${order.statusCode}: ${order.body}`);
  const { orderId } = order.json<{ orderId: string }>();
  const verified = await payOrder(t, user, orderId);
  if (verified.statusCode !== 200)
    throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`);
  return orderId;
}
