import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import type { FakeRazorpay } from '../../../test/fake-razorpay.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { insertCourse } from '../../../test/purchase-fixture.ts';
import { RAZORPAY_KEY_ID, createRazorpayTestApp, postAs } from '../../../test/razorpay-test-app.ts';
import { courseEnrolments, payments } from '../../db/schema/index.ts';

describe('payments through the Razorpay REST API (a local fake)', () => {
  const clock = { now: new Date('2030-01-01T06:00:00.000Z') };
  let t: TestApp;
  let fake: FakeRazorpay;
  let buyer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ({ t, fake } = await createRazorpayTestApp(clock));
    buyer = await createUserWithToken(t);
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(() => t.close());

  async function order(courseId: string) {
    const res = await postAs(t, buyer, '/api/create', { purpose: 'course', courseId, amount: 1 });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ orderId: string; amount: number }>();
  }

  const paymentRow = async (orderId: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0];
  const enrolmentsOf = (courseId: string) =>
    t.database.db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, courseId));

  it('creates the order at the provider with the server price', async () => {
    const course = await insertCourse(t, { priceRupees: 1499 });
    const answer = await order(course.id);
    const sent = fake.orders.get(answer.orderId);
    expect(sent).toMatchObject({ amount: 149_900, currency: 'INR' });
    expect(sent?.receipt.length).toBeLessThanOrEqual(40);
    expect(answer).toEqual({
      orderId: answer.orderId,
      amount: 149_900,
      currency: 'INR',
      keyId: RAZORPAY_KEY_ID,
    });
    expect(await paymentRow(answer.orderId)).toMatchObject({ provider: 'razorpay', status: 'created' });
  });

  it('has no simulated checkout', async () => {
    const res = await postAs(t, buyer, '/api/payments/simulate', { orderId: 'order_x', outcome: 'success' });
    expect(res.statusCode).toBe(404);
  });

  it('answers 502 when the provider is down, keeps the failed order and recovers', async () => {
    const course = await insertCourse(t);
    fake.failNext();
    const res = await postAs(t, buyer, '/api/create', { purpose: 'course', courseId: course.id });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: 'The payment provider is unavailable. Please try again.' });
    const rows = await t.database.db.select().from(payments).where(eq(payments.courseId, course.id));
    expect(rows.map((row) => row.status)).toEqual(['failed']);
    const retry = await order(course.id);
    expect(fake.orders.has(retry.orderId)).toBe(true);
  });

  it('holds back a second order while the first waits for the provider, for a minute', async () => {
    const course = await insertCourse(t, { priceRupees: 800 });
    // What placeOrder records before it calls the provider; the id is no marker, the status is.
    await t.database.db.insert(payments).values({
      userId: buyer.id,
      purpose: 'course',
      courseId: course.id,
      amountPaise: 80_000,
      provider: 'razorpay',
      receipt: 'waiting',
      providerOrderId: 'placeholder-while-starting',
      status: 'starting',
      createdAt: clock.now,
      updatedAt: clock.now,
    });
    const early = await postAs(t, buyer, '/api/create', { purpose: 'course', courseId: course.id });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: 'Your payment is already being started. Please try again in a moment.',
    });

    const before = clock.now;
    clock.now = new Date(before.getTime() + 61_000);
    try {
      const later = await order(course.id);
      expect(fake.orders.has(later.orderId)).toBe(true);
      expect(await paymentRow(later.orderId)).toMatchObject({ status: 'created', courseId: course.id });
      // The next call reuses the open order rather than the one still starting.
      expect((await order(course.id)).orderId).toBe(later.orderId);
    } finally {
      clock.now = before;
    }
  });

  it('enrols on the checkout answer, once', async () => {
    const course = await insertCourse(t);
    const { orderId } = await order(course.id);
    const proof = fake.pay(orderId);
    const first = await postAs(t, buyer, '/api/verify-payment', proof);
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await postAs(t, buyer, '/api/verify-payment', proof);
    expect(repeat.json()).toEqual({ success: true, message: 'Enrollment successful!' });
    expect(await enrolmentsOf(course.id)).toHaveLength(1);
    expect(await paymentRow(orderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: proof.razorpay_payment_id,
    });
  });

  it('refunds through the provider when the course was deleted before payment', async () => {
    const course = await insertCourse(t);
    const { orderId, amount } = await order(course.id);
    const proof = fake.pay(orderId);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/delete/${course.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    const res = await postAs(t, buyer, '/api/verify-payment', proof);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/refunded/);
    const refunds = fake.refunds.filter((refund) => refund.paymentId === proof.razorpay_payment_id);
    expect(refunds).toEqual([
      { id: expect.stringMatching(/^rfnd_/) as string, paymentId: proof.razorpay_payment_id, amount },
    ]);
    expect(await paymentRow(orderId)).toMatchObject({ status: 'refunded', providerRefundId: refunds[0]?.id });
    expect(await enrolmentsOf(course.id)).toEqual([]);
    // Asking again refunds nothing more.
    expect((await postAs(t, buyer, '/api/verify-payment', proof)).statusCode).toBe(409);
    expect(fake.refunds.filter((refund) => refund.paymentId === proof.razorpay_payment_id)).toHaveLength(1);
  });

  it('keeps a refund it could not make owed, and makes it on the next try', async () => {
    const course = await insertCourse(t);
    const { orderId } = await order(course.id);
    const proof = fake.pay(orderId);
    await t.app.inject({ method: 'DELETE', url: `/api/courses/delete/${course.id}`, headers: admin.headers });
    fake.failNext();
    const down = await postAs(t, buyer, '/api/verify-payment', proof);
    expect(down.statusCode).toBe(502);
    expect(await paymentRow(orderId)).toMatchObject({
      status: 'paid',
      refundState: 'owed',
      providerRefundId: null,
    });
    const retry = await postAs(t, buyer, '/api/verify-payment', proof);
    expect(retry.statusCode).toBe(409);
    expect(await paymentRow(orderId)).toMatchObject({ status: 'refunded' });
    expect(fake.refunds.filter((refund) => refund.paymentId === proof.razorpay_payment_id)).toHaveLength(1);
  });

  it('refunds a second purchase of a course already bought with another order', async () => {
    const course = await insertCourse(t);
    const first = await order(course.id);
    clock.now = new Date(clock.now.getTime() + 20 * 60 * 1000); // the first order is no longer handed out
    const second = await order(course.id);
    expect(second.orderId).not.toBe(first.orderId);
    const proofA = fake.pay(first.orderId);
    const proofB = fake.pay(second.orderId);
    expect((await postAs(t, buyer, '/api/verify-payment', proofA)).statusCode).toBe(200);
    const duplicate = await postAs(t, buyer, '/api/verify-payment', proofB);
    expect(duplicate.statusCode).toBe(409);
    expect(fake.refunds.map((refund) => refund.paymentId)).toContain(proofB.razorpay_payment_id);
    expect(fake.refunds.map((refund) => refund.paymentId)).not.toContain(proofA.razorpay_payment_id);
    expect(await enrolmentsOf(course.id)).toHaveLength(1);
  });

  it('refuses a proof signed with the wrong secret or for another user', async () => {
    const course = await insertCourse(t);
    const { orderId } = await order(course.id);
    const proof = fake.pay(orderId);
    const tampered = { ...proof, razorpay_payment_id: `${proof.razorpay_payment_id}x` };
    expect((await postAs(t, buyer, '/api/verify-payment', tampered)).statusCode).toBe(400);
    const stranger = await createUserWithToken(t);
    const stolen = await postAs(t, stranger, '/api/verify-payment', proof);
    expect(stolen.statusCode).toBe(404);
    expect(await enrolmentsOf(course.id)).toEqual([]);
    expect((await postAs(t, undefined, '/api/verify-payment', proof)).statusCode).toBe(401);
  });
});
