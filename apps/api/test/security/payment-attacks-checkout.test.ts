import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@sukoon/contract';
import { payments } from '../../src/db/schema/index.ts';
import { signPayment } from '../../src/lib/payment-gateways/signatures.ts';
import { WEBHOOK_SECRET } from '../razorpay-test-app.ts';
import { createUserWithToken } from '../users-fixture.ts';
import { insertCourse, insertWebinar } from '../purchase-fixture.ts';
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
} from './payment-attacks-kit.ts';

// Attacks on the buyer's side of a payment: the order body, the checkout answer handed to
// verify-payment / confirmpayment, and the simulated checkout. Each row is one attack and the
// server's answer; after each, the database and the gateway show exactly one effect (or none) and
// only the server's price (DESIGN, API rules 1–3). The webhook's attacks are in
// payment-attacks-webhook.test.ts.

const FAILED = { message: PAYMENT_MESSAGES.verificationFailed, code: 'PAYMENT_FAILED' };
const NO_SIGNATURE = {
  message: 'signature: is required',
  code: 'VALIDATION_FAILED',
  fields: { signature: 'is required' },
};
const NOTHING: Ledger = { effects: 0, paid: 0, refunds: 0 };
const ONCE: Ledger = { effects: 1, paid: 1, refunds: 0 };
/** One effect from one order; the other order's money went back through the gateway. */
const ONCE_AND_REFUNDED: Ledger = { effects: 1, paid: 1, refunds: 1 };

/** Ids of one-rupee things, for a client that names them beside what it buys. */
type Ids = Record<string, string>;

const flipFirst = (hex: string) => (hex.startsWith('a') ? 'b' : 'a') + hex.slice(1);

describe('payment attacks on the checkout answer (Razorpay, a local fake)', () => {
  let bench: AttackBench;
  beforeAll(async () => {
    bench = await createAttackBench();
  });
  afterAll(() => bench.t.close());

  /** A forged or swapped checkout answer, made from the buyer's genuine one and another order's. */
  const FORGERIES: [attack: string, forge: (mine: Proof, theirs: Proof) => object, answer: object][] = [
    ['one hex digit of the signature flipped', (m) => ({ ...m, signature: flipFirst(m.signature) }), FAILED],
    ['the signature one digit short', (m) => ({ ...m, signature: m.signature.slice(0, -1) }), FAILED],
    ['the signature one digit long', (m) => ({ ...m, signature: `${m.signature}0` }), FAILED],
    ['64 characters that are not hex', (m) => ({ ...m, signature: 'z'.repeat(64) }), FAILED],
    ['an empty signature', (m) => ({ ...m, signature: '' }), NO_SIGNATURE],
    ['a blank signature', (m) => ({ ...m, signature: '   ' }), NO_SIGNATURE],
    ['no signature at all', ({ orderId, paymentId }) => ({ orderId, paymentId }), NO_SIGNATURE],
    ["another order's genuine signature", (m, o) => ({ ...m, signature: o.signature }), FAILED],
    ["another order's payment id and signature", (m, o) => ({ ...o, orderId: m.orderId }), FAILED],
    ['another payment id under the genuine signature', (m, o) => ({ ...m, paymentId: o.paymentId }), FAILED],
    ['order and payment ids swapped', (m) => ({ ...m, orderId: m.paymentId, paymentId: m.orderId }), FAILED],
    [
      'signed with a key secret that is not ours',
      (m) => ({ ...m, signature: signPayment(m.orderId, m.paymentId, 'the-key-secret-of-another-account') }),
      FAILED,
    ],
    [
      'signed with the webhook secret instead of the key secret',
      (m) => ({ ...m, signature: signPayment(m.orderId, m.paymentId, WEBHOOK_SECRET) }),
      FAILED,
    ],
  ];

  describe.each(PURPOSES)('%s: forged checkout answers', (purpose) => {
    let mine: Purchase;
    let theirs: Purchase;
    let genuine: Proof;
    let other: Proof;
    beforeAll(async () => {
      mine = await bench.order(purpose);
      theirs = await bench.order(purpose);
      genuine = await bench.pay(mine);
      other = await bench.pay(theirs);
    });

    it.each(FORGERIES)('%s → 400, nothing paid', async (_attack, forge, answer) => {
      const res = await bench.verify(mine, forge(genuine, other) as Proof);
      expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 400, body: answer });
      expect(await bench.ledger(mine)).toEqual(NOTHING);
      expect(await bench.ledger(theirs)).toEqual(NOTHING);
    });

    it('after all of them, the genuine answer still pays once', async () => {
      expect((await bench.verify(mine, genuine)).statusCode).toBe(200);
      expect(await bench.ledger(mine)).toEqual(ONCE);
      expect(await bench.ledger(theirs)).toEqual(NOTHING);
    });
  });

  /** A genuine payment handed in again, in parallel, or twice over: one effect whatever happens. */
  const REPLAYS: AttackRow<Purchase>[] = [
    {
      attack: 'the same genuine answer sent three times',
      run: async (p) => {
        const proof = await bench.pay(p);
        const answers = [];
        for (let i = 0; i < 3; i += 1) answers.push((await bench.verify(p, proof)).statusCode);
        return answers;
      },
      answers: [200, 200, 200],
      after: ONCE,
    },
    {
      attack: 'the same genuine answer sent 10 times at once',
      run: async (p) => {
        const proof = await bench.pay(p);
        return (await atOnce(10, () => bench.verify(p, proof))).map((res) => res.statusCode);
      },
      answers: Array<number>(10).fill(200),
      after: ONCE,
    },
    {
      // The same MAC written in capitals: knowing it needs the key secret just the same.
      attack: 'the genuine answer, then again with the signature in upper case',
      run: async (p) => {
        const proof = await bench.pay(p);
        const upper = { ...proof, signature: proof.signature.toUpperCase() };
        return [(await bench.verify(p, proof)).statusCode, (await bench.verify(p, upper)).statusCode];
      },
      answers: [200, 200],
      after: ONCE,
    },
    {
      // Razorpay normally refuses a second payment of a paid order; if one gets through, it is
      // kept as its own row and refunded at the gateway (ADR 004); it never buys a second effect.
      attack: 'a second genuine payment of the same order',
      run: async (p) => {
        const first = await bench.pay(p);
        const second = await bench.pay(p);
        return [(await bench.verify(p, first)).statusCode, (await bench.verify(p, second)).statusCode];
      },
      answers: [200, 409],
      after: { effects: 1, paid: 1, refunds: 1 },
    },
    {
      attack: 'two orders of the same thing, both paid, handed in one after the other',
      run: async (p) => {
        const again = await bench.reorder(p);
        const proofs = [await bench.pay(p), await bench.pay(again)];
        const answers = [(await bench.verify(p, proofs[0]!)).statusCode];
        answers.push((await bench.verify(again, proofs[1]!)).statusCode);
        return answers.sort();
      },
      answers: [200, 409],
      after: ONCE_AND_REFUNDED,
    },
    {
      attack: 'two orders of the same thing, both paid, handed in at once',
      run: async (p) => {
        const again = await bench.reorder(p);
        const proofs = [await bench.pay(p), await bench.pay(again)];
        const answers = await Promise.all([bench.verify(p, proofs[0]!), bench.verify(again, proofs[1]!)]);
        return answers.map((res) => res.statusCode).sort();
      },
      answers: [200, 409],
      after: ONCE_AND_REFUNDED,
    },
  ];

  describe.each(PURPOSES)('%s: genuine checkout answers replayed', (purpose) => {
    it.each(rowsFor(REPLAYS, purpose))('%s', async (_title, { run, answers, after }) => {
      const p = await bench.order(purpose);
      expect(await run(p)).toEqual(answers);
      expect(await bench.ledger(p)).toEqual(after);
    });
  });

  /** Whatever the client adds to the order body, the order is for the server's price in INR paise. */
  const PRICED_BODIES: [attack: string, extra: (cheap: Ids) => Record<string, unknown>][] = [
    ['an amount of one paisa', () => ({ amount: 1 })],
    [
      'amount, amountPaise and price of one, in US dollars',
      () => ({ amount: 1, amountPaise: 1, price: 1, currency: 'USD' }),
    ],
    [
      'a negative amount and a receipt of its own',
      () => ({ amount: -49_900, receipt: 'free', receiptId: 'free' }),
    ],
    ['an amount as text', () => ({ amount: '1' })],
    ['the ids of a one-rupee course and webinar', (cheap) => cheap],
  ];

  describe.each(PURPOSES)('%s: what the client says the price is', (purpose) => {
    const cheap: Ids = {};
    beforeAll(async () => {
      cheap.courseId = (await insertCourse(bench.t, { priceRupees: 1 })).id;
      const startsAt = new Date(bench.clock.now.getTime() + 86_400_000);
      cheap.webinarId = (await insertWebinar(bench.t, startsAt, { priceRupees: 1 })).id;
    });

    it.each(PRICED_BODIES)('%s → ordered and paid at the server price', async (_attack, extra) => {
      const p = await bench.order(purpose, extra(cheap));
      expect(p.answer).toEqual({
        orderId: p.orderId,
        amount: p.price,
        currency: 'INR',
        keyId: bench.t.config.payment.keyId,
      });
      expect((await bench.verify(p, await bench.pay(p))).statusCode).toBe(200);
      // The ledger checks the amount of the order at the gateway and in the database.
      expect(await bench.ledger(p)).toEqual(ONCE);
    });
  });

  it.each(PURPOSES)('10 orders for one %s at once → one order at the gateway, paid once', async (purpose) => {
    const ordersBefore = bench.fake!.orders.size;
    const { purchase, answers, orderIds } = await bench.orderAtOnce(purpose, 10);
    // The first holds the buyer's lock; the rest get that same order, or 409 while it is being made.
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
    expect(orderIds.size).toBe(1);
    expect(bench.fake!.orders.size - ordersBefore).toBe(1);
    expect((await bench.verify(purchase, await bench.pay(purchase))).statusCode).toBe(200);
    expect(await bench.ledger(purchase)).toEqual(ONCE);
  });

  describe.each(PURPOSES)("%s: another user's order", (purpose) => {
    let p: Purchase;
    let genuine: Proof;
    /** What an order that does not exist at all answers: the stranger must learn no more than this. */
    let nonexistent: { status: number; body: unknown };
    beforeAll(async () => {
      p = await bench.order(purpose);
      genuine = await bench.pay(p);
      const orderId = 'order_doesnotexist01';
      const signature = signPayment(orderId, genuine.paymentId, bench.t.config.payment.keySecret);
      const res = await bench.verify(p, { orderId, paymentId: genuine.paymentId, signature });
      nonexistent = { status: res.statusCode, body: res.json() };
    });

    it('a genuinely signed answer for an order nobody has → 404', () => {
      expect(nonexistent).toEqual({ status: 404, body: { message: 'No such order.', code: 'NOT_FOUND' } });
    });

    it("a stranger hands in the owner's genuine answer → the same 404, nothing paid", async () => {
      const stranger = await createUserWithToken(bench.t);
      const res = await bench.verify(p, genuine, stranger);
      expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual(nonexistent);
      expect(await bench.ledger(p)).toEqual(NOTHING);
    });

    it("nobody signed in hands in the owner's genuine answer → 401, nothing paid", async () => {
      expect((await bench.verify(p, genuine, null)).statusCode).toBe(401);
      expect(await bench.ledger(p)).toEqual(NOTHING);
    });

    it('the owner hands it in → paid once, to the owner', async () => {
      expect((await bench.verify(p, genuine)).statusCode).toBe(200);
      expect(await bench.ledger(p)).toEqual(ONCE);
      const [row] = await bench.t.database.db
        .select()
        .from(payments)
        .where(eq(payments.providerOrderId, p.orderId));
      expect(row?.userId).toBe(p.buyer.id);
    });
  });

  it('a webinar payment handed in for another webinar → 400, nothing paid', async () => {
    const p = await bench.order('webinar');
    const elsewhere = await bench.order('webinar');
    const proof = await bench.pay(p);
    const res = await bench.postFrom(p.buyer, '/api/confirmpayment', {
      ...proof,
      webinarId: elsewhere.itemId,
    });
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
      status: 400,
      body: {
        message: 'webinarId: this payment is not for this webinar',
        code: 'VALIDATION_FAILED',
        fields: { webinarId: 'this payment is not for this webinar' },
      },
    });
    expect(await bench.ledger(p)).toEqual(NOTHING);
  });

  it('there is no simulated checkout to pay with when Razorpay is the provider → 404', async () => {
    const p = await bench.order('course');
    const res = await bench.postFrom(p.buyer, '/api/payments/simulate', {
      orderId: p.orderId,
      outcome: 'success',
    });
    expect(res.statusCode).toBe(404);
    expect(await bench.ledger(p)).toEqual(NOTHING);
  });
});

describe('payment attacks on the simulated checkout', () => {
  let bench: AttackBench;
  beforeAll(async () => {
    bench = await createAttackBench('simulated');
  });
  afterAll(() => bench.t.close());

  const simulate = (p: Purchase, orderId: string, as = p.buyer) =>
    bench.postFrom(as, '/api/payments/simulate', { orderId, outcome: 'success' }).then((res) => ({
      status: res.statusCode,
      body: res.json<unknown>(),
    }));
  const NO_SUCH_ORDER = { status: 404, body: { message: 'No such order.', code: 'NOT_FOUND' } };

  it.each(PURPOSES)(
    "a stranger can neither have the owner's %s order signed nor hand in its proof → 404",
    async (purpose) => {
      const p = await bench.order(purpose);
      const stranger = await createUserWithToken(bench.t);
      expect(await simulate(p, 'order_sim_doesnotexist', stranger)).toEqual(NO_SUCH_ORDER);
      expect(await simulate(p, p.orderId, stranger)).toEqual(NO_SUCH_ORDER);
      expect(await bench.ledger(p)).toEqual(NOTHING);

      const proof = await bench.pay(p);
      expect((await bench.verify(p, proof, stranger)).statusCode).toBe(404);
      expect((await bench.verify(p, proof)).statusCode).toBe(200);
      // Not 409 "already settled": that would tell the stranger the order exists.
      expect(await simulate(p, p.orderId, stranger)).toEqual(NO_SUCH_ORDER);
      expect(await simulate(p, p.orderId)).toEqual({
        status: 409,
        body: { message: 'This order is already settled.', code: 'CONFLICT' },
      });
      expect(await bench.ledger(p)).toEqual(ONCE);
    },
  );

  it.each(PURPOSES)('a simulated %s payment replayed 10 times at once takes effect once', async (purpose) => {
    const p = await bench.order(purpose);
    const proof = await bench.pay(p);
    const answers = await atOnce(10, () => bench.verify(p, proof));
    expect(answers.map((res) => res.statusCode)).toEqual(Array<number>(10).fill(200));
    expect(await bench.ledger(p)).toEqual(ONCE);
  });
});
