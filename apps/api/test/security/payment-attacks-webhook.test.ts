import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses, payments, webinars } from '../../src/db/schema/index.ts';
import { signWebhook } from '../../src/lib/payment-gateways/signatures.ts';
import { WEBHOOK_SECRET } from '../razorpay-test-app.ts';
import { createUserWithToken } from '../users-fixture.ts';
import {
  PURPOSES,
  atOnce,
  createAttackBench,
  rowsFor,
  type AttackBench,
  type AttackRow,
  type Ledger,
  type Proof,
  type Purchase,
  type Purpose,
} from './payment-attacks-kit.ts';

// Attacks on POST /api/payments/webhook: forged and re-serialised deliveries, duplicates (also
// concurrent), replays, events out of order or racing the browser, amounts that are not the
// order's, orders we never made. Each row is one attack and the server's answer; after each, the
// database and the gateway show exactly one effect (or none) at the server's price (DESIGN, API
// rule 2; ADR 004). The buyer's side is in payment-attacks-checkout.test.ts.

interface PaidOrder {
  p: Purchase;
  proof: Proof;
  captured: string;
}

const NOTHING: Ledger = { effects: 0, paid: 0, refunds: 0 };
const ONCE: Ledger = { effects: 1, paid: 1, refunds: 0 };
const ok = (count: number) => Array<number>(count).fill(200);
const statuses = (answers: { statusCode: number }[]) => answers.map((res) => res.statusCode);

const flipFirst = (hex: string) => (hex.startsWith('a') ? 'b' : 'a') + hex.slice(1);
const sign = (body: string) => signWebhook(body, WEBHOOK_SECRET);

/** The same JSON value with every object's keys in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reversedKeys(inner)]),
  );
}

describe('payment attacks on the webhook (Razorpay, a local fake)', () => {
  let bench: AttackBench;
  let eventCount = 0;
  /** A fresh event id, as Razorpay sends in X-Razorpay-Event-Id. */
  const eventId = () => `evt_attack_${(eventCount += 1)}`;
  beforeAll(async () => {
    bench = await createAttackBench();
  });
  afterAll(() => bench.t.close());

  /** A paid order, not yet reported to the server, and the genuine payment.captured body for it. */
  async function paidOrder(purpose: Purpose): Promise<PaidOrder> {
    const p = await bench.order(purpose);
    const proof = await bench.pay(p);
    return { p, proof, captured: bench.event('payment.captured', p, proof.paymentId) };
  }

  /** A delivery made from the genuine body (and another order's): what is sent and how it is signed. */
  const FORGED: [attack: string, forge: (body: string, other: string) => [string, string | null]][] = [
    ['no X-Razorpay-Signature header', (b) => [b, null]],
    ['an empty signature', (b) => [b, '']],
    ['one hex digit of the signature flipped', (b) => [b, flipFirst(sign(b))]],
    ['the signature one digit short', (b) => [b, sign(b).slice(0, -1)]],
    [
      'signed with the key secret, not the webhook secret',
      (b) => [b, signWebhook(b, bench.t.config.payment.keySecret)],
    ],
    ["another event's genuine signature", (b, other) => [b, sign(other)]],
    [
      'the same JSON re-serialised with indentation',
      (b) => [JSON.stringify(JSON.parse(b), null, 2), sign(b)],
    ],
    [
      'the same JSON with its keys in another order',
      (b) => [JSON.stringify(reversedKeys(JSON.parse(b))), sign(b)],
    ],
    ['the same JSON with a trailing newline', (b) => [`${b}\n`, sign(b)]],
    ['the amount edited after signing', (b) => [b.replace(/"amount":\d+/, '"amount":100'), sign(b)]],
  ];

  describe.each(PURPOSES)('%s: forged deliveries', (purpose) => {
    let p: Purchase;
    let captured: string;
    let other: string;
    beforeAll(async () => {
      ({ p, captured } = await paidOrder(purpose));
      ({ captured: other } = await paidOrder(purpose));
    });

    it.each(FORGED)('%s → 400, nothing recorded', async (_attack, forge) => {
      const [body, signature] = forge(captured, other);
      const id = eventId();
      const res = await bench.deliver(body, { signature, eventId: id });
      expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
        status: 400,
        body: { message: 'Invalid webhook signature.', code: 'BAD_REQUEST' },
      });
      expect(await bench.eventsRecorded(id)).toBe(0);
      expect(await bench.ledger(p)).toEqual(NOTHING);
    });

    it('after all of them, the genuine delivery takes effect once', async () => {
      expect((await bench.deliver(captured, { eventId: eventId() })).statusCode).toBe(200);
      expect(await bench.ledger(p)).toEqual(ONCE);
    });
  });

  /** Genuine deliveries (signed with the webhook secret) sent in an order meant to cheat. */
  const DELIVERIES: AttackRow<PaidOrder>[] = [
    {
      attack: 'one event delivered 10 times at once',
      run: async ({ captured }) => {
        const id = eventId();
        const answers = await atOnce(10, () => bench.deliver(captured, { eventId: id }));
        expect(await bench.eventsRecorded(id)).toBe(1);
        return statuses(answers);
      },
      answers: ok(10),
      after: ONCE,
    },
    {
      attack: 'one event delivered 10 times at once without an event id (known by its body)',
      run: async ({ captured }) => statuses(await atOnce(10, () => bench.deliver(captured))),
      answers: ok(10),
      after: ONCE,
    },
    {
      attack: 'payment.captured and order.paid, 5 of each at once, each with its own event id',
      run: async ({ p, proof, captured }) => {
        const orderPaid = bench.event('order.paid', p, proof.paymentId);
        const answers = await Promise.all([
          ...Array.from({ length: 5 }, () => bench.deliver(captured, { eventId: eventId() })),
          ...Array.from({ length: 5 }, () => bench.deliver(orderPaid, { eventId: eventId() })),
        ]);
        return statuses(answers);
      },
      answers: ok(10),
      after: ONCE,
    },
    {
      attack: 'the same event id delivered again, three times, after it took effect',
      run: async ({ captured }) => {
        const id = eventId();
        const answers = [];
        for (let i = 0; i < 3; i += 1) answers.push(await bench.deliver(captured, { eventId: id }));
        return statuses(answers);
      },
      answers: ok(3),
      after: ONCE,
    },
    {
      // The same MAC written in capitals: making it needs the webhook secret just the same.
      attack: 'the genuine delivery, then again with the signature in upper case',
      run: async ({ captured }) =>
        statuses([
          await bench.deliver(captured, { eventId: eventId() }),
          await bench.deliver(captured, { eventId: eventId(), signature: sign(captured).toUpperCase() }),
        ]),
      answers: ok(2),
      after: ONCE,
    },
    {
      // The event id header is not covered by the signature; the order's own state still is.
      attack: 'the genuine body replayed under a new event id',
      run: async ({ captured }) =>
        statuses([
          await bench.deliver(captured, { eventId: eventId() }),
          await bench.deliver(captured, { eventId: eventId() }),
        ]),
      answers: ok(2),
      after: ONCE,
    },
    {
      attack: 'the webhook and 10 checkout answers at once',
      run: async ({ p, proof, captured }) =>
        statuses(
          await Promise.all([
            bench.deliver(captured, { eventId: eventId() }),
            ...Array.from({ length: 10 }, () => bench.verify(p, proof)),
          ]),
        ),
      answers: ok(11),
      after: ONCE,
    },
    {
      attack: 'payment.captured before the checkout answer',
      run: async ({ p, proof, captured }) =>
        statuses([await bench.deliver(captured, { eventId: eventId() }), await bench.verify(p, proof)]),
      answers: ok(2),
      after: ONCE,
    },
    {
      attack: 'payment.captured after the checkout answer',
      run: async ({ p, proof, captured }) =>
        statuses([await bench.verify(p, proof), await bench.deliver(captured, { eventId: eventId() })]),
      answers: ok(2),
      after: ONCE,
    },
    {
      attack: 'order.paid before payment.captured',
      run: async ({ p, proof, captured }) =>
        statuses([
          await bench.deliver(bench.event('order.paid', p, proof.paymentId), { eventId: eventId() }),
          await bench.deliver(captured, { eventId: eventId() }),
        ]),
      answers: ok(2),
      after: ONCE,
    },
    {
      attack: 'payment.failed after payment.captured',
      run: async ({ p, proof, captured }) =>
        statuses([
          await bench.deliver(captured, { eventId: eventId() }),
          await bench.deliver(bench.event('payment.failed', p, proof.paymentId), { eventId: eventId() }),
        ]),
      answers: ok(2),
      after: ONCE,
    },
    {
      attack: 'payment.failed for a first try, then the second try captured',
      run: async ({ p, captured }) => {
        const failed = bench.event('payment.failed', p, 'pay_firsttryfailed01');
        const answers = [await bench.deliver(failed, { eventId: eventId() })];
        expect(await bench.ledger(p)).toEqual(NOTHING);
        answers.push(await bench.deliver(captured, { eventId: eventId() }));
        return statuses(answers);
      },
      answers: ok(2),
      after: ONCE,
    },
    {
      // We never refunded it, so nothing is taken back; the provider's dashboard is the place for that.
      attack: 'payment.refunded and refund.processed for a paid order',
      run: async ({ p, proof, captured }) =>
        statuses([
          await bench.deliver(captured, { eventId: eventId() }),
          await bench.deliver(bench.event('payment.refunded', p, proof.paymentId), { eventId: eventId() }),
          await bench.deliver(bench.event('refund.processed', p, proof.paymentId), { eventId: eventId() }),
        ]),
      answers: ok(3),
      after: ONCE,
    },
    ...(
      [
        ['one rupee less than the order', (price: number) => ({ amount: price - 100 })],
        ['one rupee more than the order', (price: number) => ({ amount: price + 100 })],
        ['the same number in US dollars', () => ({ currency: 'USD' })],
      ] as const
    ).map(([what, change]) => ({
      attack: `an amount of ${what}`,
      run: async ({ p, proof }: PaidOrder) => {
        const id = eventId();
        const body = bench.event('payment.captured', p, proof.paymentId, change(p.price));
        const answer = await bench.deliver(body, { eventId: id });
        // Not recorded as handled: a corrected delivery of the same event may still apply.
        expect(await bench.eventsRecorded(id)).toBe(0);
        return statuses([answer]);
      },
      answers: ok(1),
      after: NOTHING,
    })),
    {
      attack: 'an amount one rupee less, then the genuine event',
      run: async ({ p, proof, captured }) => {
        const less = bench.event('payment.captured', p, proof.paymentId, { amount: p.price - 100 });
        return statuses([await bench.deliver(less), await bench.deliver(captured)]);
      },
      answers: ok(2),
      after: ONCE,
    },
    {
      // Kept as its own row and refunded at the gateway (ADR 004); it never buys a second effect.
      attack: 'a second genuine payment captured for an order already paid',
      run: async ({ p, captured }) => {
        const second = await bench.pay(p);
        return statuses([
          await bench.deliver(captured, { eventId: eventId() }),
          await bench.deliver(bench.event('payment.captured', p, second.paymentId), { eventId: eventId() }),
        ]);
      },
      answers: ok(2),
      after: { effects: 1, paid: 1, refunds: 1 },
    },
    {
      attack: 'the course or webinar deleted after the order, then payment.captured 10 times at once',
      purposes: ['course', 'webinar'],
      run: async ({ p, captured }) => {
        const table = p.purpose === 'course' ? courses : webinars;
        await bench.t.database.db
          .update(table)
          .set({ deletedAt: bench.clock.now })
          .where(eq(table.id, p.itemId));
        const id = eventId();
        return statuses(await atOnce(10, () => bench.deliver(captured, { eventId: id })));
      },
      answers: ok(10),
      after: { effects: 0, paid: 0, refunds: 1 },
    },
    {
      attack: "payment.captured after the hold ran out and someone else's payment took the slot",
      purposes: ['appointment'],
      run: async ({ p, captured }) => {
        const rival = await bench.reorder(p, await createUserWithToken(bench.t));
        const answers = [await bench.verify(rival, await bench.pay(rival))];
        answers.push(await bench.deliver(captured, { eventId: eventId() }));
        return statuses(answers);
      },
      answers: ok(2),
      after: { effects: 1, paid: 1, refunds: 1 },
    },
  ];

  describe.each(PURPOSES)('%s: genuine deliveries, duplicated and out of turn', (purpose) => {
    it.each(rowsFor(DELIVERIES, purpose))('%s', async (_title, { run, answers, after }) => {
      const paid = await paidOrder(purpose);
      expect(await run(paid)).toEqual(answers);
      expect(await bench.ledger(paid.p)).toEqual(after);
    });
  });

  it('an event for an order we never made → 200 (acknowledged), nothing recorded', async () => {
    const { p, proof } = await paidOrder('course');
    const elsewhere = { ...p, orderId: 'order_madeelsewhere01' };
    const id = eventId();
    const res = await bench.deliver(bench.event('payment.captured', elsewhere, proof.paymentId), {
      eventId: id,
    });
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    expect(await bench.eventsRecorded(id)).toBe(0);
    const rows = await bench.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, elsewhere.orderId));
    expect(rows).toEqual([]);
    expect(await bench.ledger(p)).toEqual(NOTHING);
  });
});
