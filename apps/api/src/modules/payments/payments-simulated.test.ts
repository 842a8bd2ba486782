import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { insertCourse, insertWebinar } from '../../../test/purchase-fixture.ts';
import { courseEnrolments, payments } from '../../db/schema/index.ts';
import { signPayment } from '../../lib/payment-gateways/signatures.ts';

describe('payments with the simulated gateway', () => {
  let t: TestApp;
  let buyer: TestUser;
  let other: TestUser;
  const now = new Date('2030-01-01T06:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
    buyer = await createUserWithToken(t);
    other = await createUserWithToken(t);
  });
  afterAll(() => t.close());

  const post = (url: string, user: TestUser | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: user?.headers ?? {} });

  async function order(user: TestUser, body: object) {
    const res = await post('/api/create', user, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ orderId: string; amount: number; currency: string; keyId: string }>();
  }

  async function simulate(user: TestUser, orderId: string) {
    const res = await post('/api/payments/simulate', user, { orderId, outcome: 'success' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ paymentId: string; orderId: string; signature: string }>();
  }

  it('prices a course on the server whatever the client sends', async () => {
    const course = await insertCourse(t, { priceRupees: 499 });
    const answer = await order(buyer, {
      purpose: 'course',
      courseId: course.id,
      amount: 100,
      receiptId: 'x',
    });
    expect(answer).toMatchObject({ amount: 49_900, currency: 'INR', keyId: t.config.payment.keyId });
    expect(answer.orderId).toMatch(/^order_sim_/);
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, answer.orderId));
    expect(row).toMatchObject({
      status: 'created',
      amountPaise: 49_900,
      courseId: course.id,
      userId: buyer.id,
    });
  });

  it('hands out the same open order again instead of a second one', async () => {
    const course = await insertCourse(t);
    const first = await order(buyer, { purpose: 'course', courseId: course.id });
    const second = await order(buyer, { purpose: 'course', courseId: course.id });
    expect(second.orderId).toBe(first.orderId);
    const rows = await t.database.db.select().from(payments).where(eq(payments.courseId, course.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses what cannot be bought', async () => {
    const free = await insertCourse(t, { priceRupees: 0 });
    const deleted = await insertCourse(t, { deletedAt: now });
    const past = await insertWebinar(t, new Date(now.getTime() - 60_000));
    const freeWebinar = await insertWebinar(t, new Date(now.getTime() + 86_400_000), { priceRupees: 0 });
    const cases: [object, number, string][] = [
      [{ purpose: 'course', courseId: free.id }, 400, 'This course is free; no payment is needed.'],
      [{ purpose: 'course', courseId: deleted.id }, 404, 'Course not found.'],
      [{ purpose: 'course', courseId: 'not-a-uuid' }, 404, 'Course not found.'],
      [{ purpose: 'course', courseId: '00000000-0000-4000-8000-000000000000' }, 404, 'Course not found.'],
      [{ purpose: 'webinar', webinarId: past.id }, 400, 'This webinar has already taken place.'],
      [{ purpose: 'webinar', webinarId: freeWebinar.id }, 400, 'This webinar is free; enrol without paying.'],
      [{ amount: 49_900, receiptId: 'r' }, 400, 'purpose: must be course, webinar or appointment'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post('/api/create', buyer, body);
      expect({ status: res.statusCode, body: res.json<unknown>() }).toMatchObject({
        status,
        body: { message },
      });
    }
    expect((await post('/api/create', undefined, { purpose: 'course', courseId: free.id })).statusCode).toBe(
      401,
    );
  });

  it('enrols once on a verified payment and answers the same on every repeat', async () => {
    const course = await insertCourse(t, { name: 'Couples in Balance', priceRupees: 999 });
    const { orderId } = await order(buyer, { purpose: 'course', courseId: course.id });
    const proof = await simulate(buyer, orderId);
    expect(proof.signature).toBe(signPayment(orderId, proof.paymentId, t.config.payment.keySecret));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await post('/api/verify-payment', buyer, proof);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Enrollment successful!' });
    }
    const enrolments = await t.database.db
      .select()
      .from(courseEnrolments)
      .where(eq(courseEnrolments.courseId, course.id));
    expect(enrolments).toHaveLength(1);
    const record = await post('/api/course-enrollment', buyer, { courseId: course.id, userId: other.id });
    expect(record.json()).toMatchObject({
      userId: buyer.id,
      courseId: course.id,
      courseName: 'Couples in Balance',
      payment: {
        paymentId: proof.paymentId,
        amount: 99_900,
        currency: 'INR',
        orderId,
        status: 'success',
        paymentMethod: 'Razorpay',
      },
      receiptId: `course_${course.id.slice(0, 10)}_${buyer.id.slice(0, 10)}`,
    });
    const again = await post('/api/create', buyer, { purpose: 'course', courseId: course.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You are already enrolled in this course.' });
  });

  it('accepts the razorpay_* field names too', async () => {
    const course = await insertCourse(t);
    const { orderId } = await order(buyer, { purpose: 'course', courseId: course.id });
    const proof = await simulate(buyer, orderId);
    const res = await post('/api/verify-payment', buyer, {
      razorpay_payment_id: proof.paymentId,
      razorpay_order_id: proof.orderId,
      razorpay_signature: proof.signature,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses forged, swapped and foreign proofs and records nothing', async () => {
    const course = await insertCourse(t);
    const a = await order(buyer, { purpose: 'course', courseId: course.id });
    const otherCourse = await insertCourse(t);
    const b = await order(buyer, { purpose: 'course', courseId: otherCourse.id });
    const proofB = await simulate(buyer, b.orderId);
    const attempts = [
      { paymentId: 'pay_forged', orderId: a.orderId, signature: 'f'.repeat(64) },
      { paymentId: 'pay_forged', orderId: a.orderId, signature: 'short' },
      // B's genuine signature presented for A.
      { paymentId: proofB.paymentId, orderId: a.orderId, signature: proofB.signature },
      // Signed with a key the server does not use.
      {
        paymentId: 'pay_x',
        orderId: a.orderId,
        signature: signPayment(a.orderId, 'pay_x', 'another-secret'),
      },
    ];
    for (const attempt of attempts) {
      const res = await post('/api/verify-payment', buyer, attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Payment verification failed. Please try again.' });
    }
    // A genuine proof of someone else's order.
    const foreign = await post('/api/verify-payment', other, proofB);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'No such order.' });
    expect(
      (await post('/api/payments/simulate', other, { orderId: a.orderId, outcome: 'success' })).statusCode,
    ).toBe(404);
    const paid = await t.database.db.select().from(payments).where(eq(payments.status, 'paid'));
    expect(paid.map((row) => row.providerOrderId)).not.toContain(a.orderId);
    expect(paid.map((row) => row.providerOrderId)).not.toContain(b.orderId);
  });

  it('a failed test payment records nothing as paid', async () => {
    const course = await insertCourse(t);
    const { orderId } = await order(buyer, { purpose: 'course', courseId: course.id });
    const res = await post('/api/payments/simulate', buyer, { orderId, outcome: 'failure' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The test payment failed. No money was taken.' });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(row?.status).toBe('created');
  });

  it('refunds a payment whose course was deleted between order and payment', async () => {
    const course = await insertCourse(t);
    const { orderId } = await order(buyer, { purpose: 'course', courseId: course.id });
    const proof = await simulate(buyer, orderId);
    const admin = await createUserWithToken(t, 'admin');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/delete/${course.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await post('/api/verify-payment', buyer, proof);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toContain('refunded');
    }
    const [row] = await t.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(row).toMatchObject({ status: 'refunded', providerPaymentId: proof.paymentId });
    expect(row?.providerRefundId).toMatch(/^rfnd_sim_/);
    expect(
      await t.database.db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, course.id)),
    ).toEqual([]);
  });

  it('never creates an enrolment without a verified payment', async () => {
    const course = await insertCourse(t);
    const res = await post('/api/course-enrollment', buyer, {
      userId: buyer.id,
      courseId: course.id,
      courseName: course.name,
      payment: { paymentId: 'pay_x', amount: 1, currency: 'INR', orderId: 'order_x', status: 'success' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'No verified payment for this course.' });
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/checkenrollment?courseId=${course.id}`,
      headers: buyer.headers,
    });
    expect(check.statusCode).toBe(404);
  });

  it('gives the public key and hides the simulate path from nobody signed in', async () => {
    const key = await t.app.inject({ method: 'GET', url: '/api/getkey' });
    expect(key.json()).toEqual({ key: t.config.payment.keyId });
    expect(
      (await post('/api/payments/simulate', undefined, { orderId: 'x', outcome: 'success' })).statusCode,
    ).toBe(401);
  });
});
