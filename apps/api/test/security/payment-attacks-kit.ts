import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { APPOINTMENT_FEE_PAISE, type CreateOrderResponse } from '@sukoon/contract';
import {
  appointments,
  courseEnrolments,
  payments,
  webhookEvents,
  webinarSeats,
} from '../../src/db/schema/index.ts';
import { signWebhook } from '../../src/lib/payment-gateways/signatures.ts';
import type { FakeRazorpay } from '../fake-razorpay.ts';
import { insertCourse, insertWebinar } from '../purchase-fixture.ts';
import { WEBHOOK_SECRET, createRazorpayTestApp } from '../razorpay-test-app.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { createUserWithToken, type TestUser } from '../users-fixture.ts';

// The bench the payment attack suites share: the real app on Razorpay's REST API (a local fake),
// a fresh buyer and a fresh thing to buy per attack, and a ledger read straight from the database
// and the fake gateway, so every attack ends with "exactly one effect, at the server's price".

export type Purpose = 'course' | 'webinar' | 'appointment';
export const PURPOSES: Purpose[] = ['course', 'webinar', 'appointment'];

/** The server's prices for what the bench sells, in paise. */
const COURSE_RUPEES = 749;
const WEBINAR_RUPEES = 349;
const PRICE: Record<Purpose, number> = {
  course: COURSE_RUPEES * 100,
  webinar: WEBINAR_RUPEES * 100,
  appointment: APPOINTMENT_FEE_PAISE,
};
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Proof {
  paymentId: string;
  orderId: string;
  signature: string;
}

/** One order of one thing by one buyer; `body` orders it again. */
export interface Purchase {
  purpose: Purpose;
  buyer: TestUser;
  body: Record<string, unknown>;
  /** The course or webinar id; appointments are known by their date and slot. */
  itemId: string;
  /** What the server must charge, in paise. */
  price: number;
  orderId: string;
  answer: CreateOrderResponse;
}

/** What a purchase did: enrolments, seats or appointments; payment rows still paid; gateway refunds. */
export interface Ledger {
  effects: number;
  paid: number;
  refunds: number;
}

/** The app paid through the fake Razorpay (the default) or through the simulated gateway. */
export async function createAttackBench(provider: 'razorpay' | 'simulated' = 'razorpay') {
  // Tuesday 1 January 2030, 11:30 in India: every slot from tomorrow on is bookable.
  const clock = { now: new Date('2030-01-01T06:00:00.000Z') };
  const { t, fake }: { t: TestApp; fake?: FakeRazorpay } =
    provider === 'razorpay'
      ? await createRazorpayTestApp(clock)
      : { t: await createTestApp({}, { now: () => clock.now }) };
  const { db } = t.database;
  let slotsUsed = 0;

  async function itemFor(purpose: Purpose) {
    if (purpose === 'course') {
      const { id } = await insertCourse(t, { priceRupees: COURSE_RUPEES });
      return { itemId: id, body: { purpose, courseId: id } };
    }
    if (purpose === 'webinar') {
      const startsAt = new Date(clock.now.getTime() + 3 * DAY_MS);
      const { id } = await insertWebinar(t, startsAt, { priceRupees: WEBINAR_RUPEES });
      return { itemId: id, body: { purpose, webinarId: id } };
    }
    // A slot nobody has used yet: 2 January onwards, 09:00 to 20:00.
    const day = 2 + Math.floor(slotsUsed / 12);
    const slot = 9 + (slotsUsed % 12);
    slotsUsed += 1;
    const date = `2030-01-${String(day).padStart(2, '0')}`;
    return {
      itemId: `${date} ${slot}`,
      body: { purpose, date, slot, reason: 'Trouble sleeping', counsellingConsent: true },
    };
  }

  // Each buyer is another person on another address, as in life: the per-address limit on orders
  // (60 a minute) is for one client, not for a whole catalogue of attacks.
  const addresses = new Map<string, string>();
  function addressOf(who: TestUser | null): string {
    if (!who) return '10.1.0.1';
    const known = addresses.get(who.id) ?? `10.0.${addresses.size >> 8}.${addresses.size & 255}`;
    addresses.set(who.id, known);
    return known;
  }
  /** A POST from the user's own address; null is nobody signed in. */
  const postFrom = (who: TestUser | null, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: who?.headers ?? {},
      remoteAddress: addressOf(who),
    });

  async function create(buyer: TestUser, body: Record<string, unknown>) {
    const res = await postFrom(buyer, '/api/create', body);
    if (res.statusCode !== 200) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
    const answer = res.json<CreateOrderResponse>();
    return { orderId: answer.orderId, answer };
  }

  /** A new buyer's order of a new thing; `extra` is whatever else the client puts in the body. */
  async function order(purpose: Purpose, extra: Record<string, unknown> = {}): Promise<Purchase> {
    const buyer = await createUserWithToken(t);
    const item = await itemFor(purpose);
    const made = await create(buyer, { ...extra, ...item.body });
    return { purpose, buyer, ...item, price: PRICE[purpose], ...made };
  }

  /** The same new buyer asks for `count` orders of one new thing at once (a double click, times ten). */
  async function orderAtOnce(purpose: Purpose, count: number) {
    const buyer = await createUserWithToken(t);
    const item = await itemFor(purpose);
    const answers = await atOnce(count, () => postFrom(buyer, '/api/create', item.body));
    const made = answers
      .filter((res) => res.statusCode === 200)
      .map((res) => res.json<CreateOrderResponse>());
    const first = made[0];
    if (!first) throw new Error('no order was made');
    const purchase: Purchase = {
      purpose,
      buyer,
      ...item,
      price: PRICE[purpose],
      orderId: first.orderId,
      answer: first,
    };
    return { purchase, answers, orderIds: new Set(made.map((answer) => answer.orderId)) };
  }

  /** A second order of the same thing, made once the first is no longer handed out again. */
  async function reorder(p: Purchase, buyer = p.buyer): Promise<Purchase> {
    clock.now = new Date(clock.now.getTime() + 20 * 60 * 1000);
    return { ...p, buyer, ...(await create(buyer, p.body)) };
  }

  /** What the checkout hands the page once the buyer has paid (a new payment each time). */
  async function pay(p: Purchase): Promise<Proof> {
    if (!fake) {
      const res = await postFrom(p.buyer, '/api/payments/simulate', {
        orderId: p.orderId,
        outcome: 'success',
      });
      if (res.statusCode !== 200) throw new Error(`simulate answered ${res.statusCode}: ${res.body}`);
      return res.json<Proof>();
    }
    const paid = fake.pay(p.orderId);
    return { paymentId: paid.razorpay_payment_id, orderId: p.orderId, signature: paid.razorpay_signature };
  }

  /**
   * The page hands the proof back: confirmpayment for webinars (as the spec's client does), else
   * verify-payment; by the buyer unless `who` says otherwise.
   */
  function verify(p: Purchase, proof: Proof, who: TestUser | null = p.buyer) {
    return p.purpose === 'webinar'
      ? postFrom(who, '/api/confirmpayment', { ...proof, webinarId: p.itemId })
      : postFrom(who, '/api/verify-payment', proof);
  }

  /** Every hold on the appointment's slot, whoever placed it. */
  const onSlot = (p: Purchase) =>
    and(eq(appointments.date, p.body.date as string), eq(appointments.slot, p.body.slot as number));

  /** The thing's orders, paid or not, whoever made them. */
  async function paymentRows(p: Purchase) {
    if (p.purpose === 'course') return db.select().from(payments).where(eq(payments.courseId, p.itemId));
    if (p.purpose === 'webinar') return db.select().from(payments).where(eq(payments.webinarId, p.itemId));
    const holds = await db.select({ id: appointments.id }).from(appointments).where(onSlot(p));
    if (holds.length === 0) return [];
    return db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.appointmentId,
          holds.map((hold) => hold.id),
        ),
      );
  }

  async function effects(p: Purchase): Promise<number> {
    if (p.purpose === 'course') {
      return (await db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, p.itemId))).length;
    }
    if (p.purpose === 'webinar') {
      return (await db.select().from(webinarSeats).where(eq(webinarSeats.webinarId, p.itemId))).length;
    }
    const booked = await db
      .select()
      .from(appointments)
      .where(and(onSlot(p), isNotNull(appointments.paymentId)));
    return booked.length;
  }

  /**
   * The purchase's state in the database and at the gateway. Also checks what must hold after any
   * attack: every order, at the gateway and in the database, is for the server's price in INR, and
   * every refund the database records was made at the gateway, in full, and no other.
   */
  async function ledger(p: Purchase): Promise<Ledger> {
    const rows = await paymentRows(p);
    for (const row of rows) expect(row).toMatchObject({ amountPaise: p.price, currency: 'INR' });
    const recorded = rows.filter((row) => row.status === 'refunded').map((row) => row.providerRefundId);
    const paid = rows.filter((row) => row.status === 'paid').length;
    if (!fake) return { effects: await effects(p), paid, refunds: recorded.length };
    for (const row of rows) {
      expect(fake.orders.get(row.providerOrderId)).toMatchObject({ amount: p.price, currency: 'INR' });
    }
    const orderIds = new Set(rows.map((row) => row.providerOrderId));
    const refunds = fake.refunds.filter((refund) =>
      orderIds.has(fake.payments.get(refund.paymentId)?.orderId ?? ''),
    );
    expect(refunds.every((refund) => refund.amount === p.price)).toBe(true);
    expect(recorded.sort()).toEqual(refunds.map((refund) => refund.id).sort());
    return { effects: await effects(p), paid, refunds: refunds.length };
  }

  /** Razorpay's event body about a payment of an order; `amount` and `currency` as the sender says. */
  function event(
    type: string,
    p: Purchase,
    paymentId: string,
    { amount = p.price, currency = 'INR' }: { amount?: number; currency?: string } = {},
  ): string {
    const payment = {
      entity: { id: paymentId, entity: 'payment', amount, currency, order_id: p.orderId, method: 'upi' },
    };
    const order = { entity: { id: p.orderId, entity: 'order', amount: p.price, status: 'paid' } };
    return JSON.stringify({
      entity: 'event',
      account_id: 'acc_fake',
      event: type,
      contains: type === 'order.paid' ? ['payment', 'order'] : ['payment'],
      payload: type === 'order.paid' ? { payment, order } : { payment },
      created_at: 1_900_000_000,
    });
  }

  /** A delivery to the webhook; `signature: null` sends no signature header at all. */
  function deliver(body: string, options: { signature?: string | null; eventId?: string } = {}) {
    const signature = options.signature === undefined ? signWebhook(body, WEBHOOK_SECRET) : options.signature;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== null) headers['x-razorpay-signature'] = signature;
    if (options.eventId) headers['x-razorpay-event-id'] = options.eventId;
    return t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: body });
  }

  const eventsRecorded = async (id: string) =>
    (await db.select().from(webhookEvents).where(eq(webhookEvents.id, id))).length;

  return {
    t,
    fake,
    clock,
    postFrom,
    order,
    orderAtOnce,
    reorder,
    pay,
    verify,
    ledger,
    event,
    deliver,
    eventsRecorded,
  };
}

export type AttackBench = Awaited<ReturnType<typeof createAttackBench>>;

/** `count` copies of a request, all in flight at once. */
export const atOnce = <T>(count: number, send: () => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: count }, send));

/** One attack: what it does (its answers' statuses), what it should be answered, what it leaves. */
export interface AttackRow<Arg> {
  attack: string;
  /** What it applies to; everything when absent. */
  purposes?: Purpose[];
  run: (arg: Arg) => Promise<number[]>;
  answers: number[];
  after: Ledger;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** `[200, 200, 409]` → "2 × 200, 409" */
function tally(answers: number[]): string {
  return [...new Set(answers)]
    .map((status) => {
      const count = answers.filter((answer) => answer === status).length;
      return count > 1 ? `${count} × ${status}` : String(status);
    })
    .join(', ');
}

/** The rows for `purpose`, each titled "attack → answers; what it leaves", for it.each('%s'). */
export function rowsFor<Arg>(rows: AttackRow<Arg>[], purpose: Purpose): [string, AttackRow<Arg>][] {
  return rows
    .filter((row) => !row.purposes || row.purposes.includes(purpose))
    .map((row) => {
      const { effects, refunds } = row.after;
      const left = `${plural(effects, 'effect')}, ${plural(refunds, 'refund')}`;
      return [`${row.attack} → ${tally(row.answers)}; ${left}`, row];
    });
}
