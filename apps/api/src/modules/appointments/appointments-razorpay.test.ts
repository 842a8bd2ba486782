import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, payments } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { FakeRazorpay } from '../../../test/fake-razorpay.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import {
  createRazorpayTestApp,
  deliverWebhook,
  paidEventBody,
  postAs,
} from '../../../test/razorpay-test-app.ts';

describe('appointments paid through Razorpay (a local fake)', () => {
  // Tuesday 1 January 2030, 11:30 in India.
  const clock = { now: new Date('2030-01-01T06:00:00.000Z') };
  let t: TestApp;
  let fake: FakeRazorpay;
  let client: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ({ t, fake } = await createRazorpayTestApp(clock));
    client = await createUserWithToken(t);
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(() => t.close());

  async function order(slot: number) {
    const res = await postAs(t, client, '/api/create', {
      purpose: 'appointment',
      counsellingConsent: true,
      date: '2030-01-03',
      slot,
      reason: 'Feeling low for weeks',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ orderId: string; amount: number }>();
  }
  const appointmentOf = async (slot: number) =>
    (await t.database.db.select().from(appointments).where(eq(appointments.slot, slot)))[0];
  const paymentOf = async (id: string | null | undefined) =>
    (
      await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, id ?? ''))
    )[0];

  it('records the request from the webhook alone when the browser closed after paying', async () => {
    const { orderId, amount } = await order(15);
    const { razorpay_payment_id: paymentId } = fake.pay(orderId);
    const res = await deliverWebhook(t, paidEventBody('payment.captured', { orderId, paymentId, amount }));
    expect(res.statusCode).toBe(200);
    expect(await appointmentOf(15)).toMatchObject({ status: 'pending' });
    const book = await postAs(t, client, '/api/appointments/book', { date: '2030-01-03', slot: 15 });
    expect(book.statusCode).toBe(200);
  });

  it('keeps a rejection whose refund failed as rejected, unrefunded and owed, and retries it', async () => {
    const { orderId } = await order(16);
    const verified = await postAs(t, client, '/api/verify-payment', fake.pay(orderId));
    expect(verified.statusCode, verified.body).toBe(200);
    const { id, paymentId } = (await appointmentOf(16))!;

    fake.failNext();
    const failed = await postAs(t, admin, `/api/appointments/${id}`, { status: 'rejected' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ message: string }>().message).toMatch(
      /rejected, but the refund could not be started/,
    );
    expect((await appointmentOf(16))?.status).toBe('rejected');
    const owed = await paymentOf(paymentId);
    expect(owed?.status).toBe('paid');
    expect(owed?.refundedAt).toBeNull();
    expect(fake.refunds).toHaveLength(0);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/get',
      headers: admin.headers,
    });
    expect(listed.json<{ _id: string; refunded: boolean }[]>().find((a) => a._id === id)?.refunded).toBe(
      false,
    );

    const retried = await postAs(t, admin, `/api/appointments/${id}`, { status: 'rejected' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ appointment: { status: 'rejected', refunded: true } });
    const refunded = await paymentOf(paymentId);
    expect(refunded).toMatchObject({ status: 'refunded', providerRefundId: fake.refunds[0]?.id });
    expect(fake.refunds).toHaveLength(1);

    const again = await postAs(t, admin, `/api/appointments/${id}`, { status: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(fake.refunds).toHaveLength(1);
  });
});
