import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import type { FakeRazorpay } from '../../../test/fake-razorpay.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { insertCourse } from '../../../test/purchase-fixture.ts';
import {
  createRazorpayTestApp,
  deliverWebhook,
  paidEventBody,
  postAs,
} from '../../../test/razorpay-test-app.ts';
import { courseEnrolments, payments, webhookEvents } from '../../db/schema/index.ts';

describe('the Razorpay webhook', () => {
  const clock = { now: new Date('2030-01-01T06:00:00.000Z') };
  let t: TestApp;
  let fake: FakeRazorpay;
  let buyer: TestUser;

  beforeAll(async () => {
    ({ t, fake } = await createRazorpayTestApp(clock));
    buyer = await createUserWithToken(t);
  });
  afterAll(() => t.close());

  /** A paid course order at the provider, not yet reported to the server. */
  async function paidOrder() {
    const course = await insertCourse(t);
    const res = await postAs(t, buyer, '/api/create', { purpose: 'course', courseId: course.id });
    const { orderId, amount } = res.json<{ orderId: string; amount: number }>();
    const proof = fake.pay(orderId);
    return { course, orderId, amount, paymentId: proof.razorpay_payment_id, proof };
  }

  const enrolmentsOf = (courseId: string) =>
    t.database.db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, courseId));

  it('enrols when the browser closed before verification', async () => {
    const paid = await paidOrder();
    const res = await deliverWebhook(t, paidEventBody('order.paid', paid), { eventId: 'evt_closed_1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await enrolmentsOf(paid.course.id)).toHaveLength(1);
    // The page comes back later: same answer, nothing new.
    const verify = await postAs(t, buyer, '/api/verify-payment', paid.proof);
    expect(verify.json()).toEqual({ success: true, message: 'Enrollment successful!' });
    expect(await enrolmentsOf(paid.course.id)).toHaveLength(1);
  });

  it('refuses a bad signature and a re-serialised body', async () => {
    const paid = await paidOrder();
    const body = paidEventBody('payment.captured', paid);
    const forged = await deliverWebhook(t, body, { signature: 'a'.repeat(64), eventId: 'evt_forged' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'Invalid webhook signature.' });
    const reformatted = JSON.stringify(JSON.parse(body) as unknown, null, 2);
    const changed = await deliverWebhook(t, body, { sendBody: reformatted, eventId: 'evt_reformatted' });
    expect(changed.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await enrolmentsOf(paid.course.id)).toEqual([]);
  });

  it('handles a replayed event once', async () => {
    const paid = await paidOrder();
    const body = paidEventBody('payment.captured', paid);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await deliverWebhook(t, body, { eventId: 'evt_replayed' })).statusCode).toBe(200);
    }
    const events = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, 'evt_replayed'));
    expect(events).toHaveLength(1);
    expect(await enrolmentsOf(paid.course.id)).toHaveLength(1);
  });

  it('makes exactly one enrolment from concurrent verifications, events and retries', async () => {
    const paid = await paidOrder();
    const captured = paidEventBody('payment.captured', paid);
    const orderPaid = paidEventBody('order.paid', paid);
    const answers = await Promise.all([
      postAs(t, buyer, '/api/verify-payment', paid.proof),
      deliverWebhook(t, captured, { eventId: 'evt_race_1' }),
      deliverWebhook(t, captured, { eventId: 'evt_race_1' }),
      deliverWebhook(t, orderPaid, { eventId: 'evt_race_2' }),
      postAs(t, buyer, '/api/verify-payment', paid.proof),
      deliverWebhook(t, captured),
      postAs(t, buyer, '/api/verify-payment', paid.proof),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(await enrolmentsOf(paid.course.id)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, paid.orderId));
    expect(rows).toMatchObject([{ status: 'paid', providerPaymentId: paid.paymentId }]);
  });

  it('acknowledges events for orders it does not know, and others it does not handle', async () => {
    const unknown = paidEventBody('payment.captured', {
      orderId: 'order_elsewhere',
      paymentId: 'pay_elsewhere',
      amount: 100,
    });
    expect((await deliverWebhook(t, unknown, { eventId: 'evt_unknown' })).statusCode).toBe(200);
    const other = JSON.stringify({ event: 'refund.processed', payload: {} });
    expect((await deliverWebhook(t, other, { eventId: 'evt_other' })).statusCode).toBe(200);
  });

  it('does not apply an event whose amount differs from the order', async () => {
    const paid = await paidOrder();
    const body = paidEventBody('payment.captured', { ...paid, amount: paid.amount - 100 });
    expect((await deliverWebhook(t, body, { eventId: 'evt_amount' })).statusCode).toBe(200);
    expect(await enrolmentsOf(paid.course.id)).toEqual([]);
  });

  it('keeps JSON parsing for every other route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      payload: '{"purpose":',
    });
    expect(res.statusCode).toBe(400);
  });
});
