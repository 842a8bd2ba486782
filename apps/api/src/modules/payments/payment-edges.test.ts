import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
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
import { courseEnrolments, payments } from '../../db/schema/index.ts';

// Money in the edges: a second payment of a paid order, and a refund whose answer never came back.

describe('money is never lost in an edge (Razorpay REST API, a local fake)', () => {
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

  async function orderCourse() {
    const course = await insertCourse(t);
    const res = await postAs(t, buyer, '/api/create', { purpose: 'course', courseId: course.id });
    expect(res.statusCode, res.body).toBe(200);
    return { course, ...res.json<{ orderId: string; amount: number }>() };
  }
  const rowsOfOrder = (orderId: string) =>
    t.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  const orderRow = async (orderId: string) =>
    (
      await t.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.providerOrderId, orderId), isNull(payments.duplicateOf)))
    )[0];
  const refundsOf = (paymentId: string) => fake.refunds.filter((refund) => refund.paymentId === paymentId);

  it('keeps a second payment of a paid order (two tabs) as its own row and refunds it at the provider', async () => {
    const { course, orderId, amount } = await orderCourse();
    const firstTab = fake.pay(orderId);
    const secondTab = fake.pay(orderId);
    expect((await postAs(t, buyer, '/api/verify-payment', firstTab)).statusCode).toBe(200);

    const second = await postAs(t, buyer, '/api/verify-payment', secondTab);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toMatch(/second payment has been refunded/);
    const refunds = refundsOf(secondTab.razorpay_payment_id);
    expect(refunds).toEqual([{ id: refunds[0]?.id, paymentId: secondTab.razorpay_payment_id, amount }]);
    expect(refundsOf(firstTab.razorpay_payment_id)).toEqual([]);

    const rows = await rowsOfOrder(orderId);
    expect(rows).toHaveLength(2);
    const original = rows.find((row) => row.duplicateOf === null);
    expect(original).toMatchObject({ status: 'paid', providerPaymentId: firstTab.razorpay_payment_id });
    expect(rows.find((row) => row.duplicateOf !== null)).toMatchObject({
      duplicateOf: original?.id,
      status: 'refunded',
      providerPaymentId: secondTab.razorpay_payment_id,
      providerRefundId: refunds[0]?.id,
      amountPaise: amount,
    });
    // The purchase itself is untouched: one enrolment, by the first payment.
    const enrolments = await t.database.db
      .select()
      .from(courseEnrolments)
      .where(eq(courseEnrolments.courseId, course.id));
    expect(enrolments.map((row) => row.paymentId)).toEqual([original?.id]);

    // The provider's webhook for the second payment, and the page retrying, change nothing more.
    const event = paidEventBody('payment.captured', {
      orderId,
      paymentId: secondTab.razorpay_payment_id,
      amount,
    });
    expect((await deliverWebhook(t, event, { eventId: 'evt_second_tab' })).statusCode).toBe(200);
    expect((await postAs(t, buyer, '/api/verify-payment', secondTab)).statusCode).toBe(409);
    expect(refundsOf(secondTab.razorpay_payment_id)).toHaveLength(1);
    expect(await rowsOfOrder(orderId)).toHaveLength(2);
  });

  it('refunds a second payment that only the webhook reports', async () => {
    const { orderId, amount } = await orderCourse();
    const first = fake.pay(orderId);
    const second = fake.pay(orderId);
    expect((await postAs(t, buyer, '/api/verify-payment', first)).statusCode).toBe(200);
    const event = paidEventBody('payment.captured', {
      orderId,
      paymentId: second.razorpay_payment_id,
      amount,
    });
    expect((await deliverWebhook(t, event, { eventId: 'evt_webhook_only' })).statusCode).toBe(200);
    expect(refundsOf(second.razorpay_payment_id)).toHaveLength(1);
    expect((await rowsOfOrder(orderId)).map((row) => row.status).sort()).toEqual(['paid', 'refunded']);
  });

  it('adopts a refund the provider made when our record of it was lost, instead of refunding twice', async () => {
    const { course, orderId } = await orderCourse();
    const proof = fake.pay(orderId);
    await t.app.inject({ method: 'DELETE', url: `/api/courses/delete/${course.id}`, headers: admin.headers });

    // The provider refunds, but the answer never reaches us: as if the server died right there.
    fake.dropNextRefundAnswer();
    expect((await postAs(t, buyer, '/api/verify-payment', proof)).statusCode).toBe(502);
    expect(refundsOf(proof.razorpay_payment_id)).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid' });

    // The retry asks the provider first and records the refund it already made.
    const retry = await postAs(t, buyer, '/api/verify-payment', proof);
    expect(retry.statusCode).toBe(409);
    expect(retry.json<{ message: string }>().message).toMatch(/refunded/);
    const refunds = refundsOf(proof.razorpay_payment_id);
    expect(refunds).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', providerRefundId: refunds[0]?.id });
    expect(fake.requests).toContain(`GET /v1/payments/${proof.razorpay_payment_id}/refunds`);
  });

  it('adopts a refund left behind by a crashed attempt once its claim is stale', async () => {
    const { course, orderId } = await orderCourse();
    const proof = fake.pay(orderId);
    await t.app.inject({ method: 'DELETE', url: `/api/courses/delete/${course.id}`, headers: admin.headers });
    fake.dropNextRefundAnswer();
    expect((await postAs(t, buyer, '/api/verify-payment', proof)).statusCode).toBe(502);
    // The crash happened before the claim could be handed back: the row still says "claimed".
    const row = await orderRow(orderId);
    await t.database.db
      .update(payments)
      .set({ refundState: 'claimed' })
      .where(eq(payments.id, row?.id ?? ''));
    // A fresh claim is left alone; one older than five minutes is taken over and settled.
    expect((await postAs(t, buyer, '/api/verify-payment', proof)).statusCode).toBe(409);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid' });
    clock.now = new Date(clock.now.getTime() + 6 * 60 * 1000);
    expect((await postAs(t, buyer, '/api/verify-payment', proof)).statusCode).toBe(409);
    const refunds = refundsOf(proof.razorpay_payment_id);
    expect(refunds).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', providerRefundId: refunds[0]?.id });
  });
});
