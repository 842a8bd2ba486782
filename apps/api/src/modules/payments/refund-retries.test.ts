import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import type { FakeRazorpay } from '../../../test/fake-razorpay.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { insertCourse } from '../../../test/purchase-fixture.ts';
import { createRazorpayTestApp, postAs } from '../../../test/razorpay-test-app.ts';
import { payments } from '../../db/schema/index.ts';

// A refund the gateway refused is asked for again in the background, with no one coming back.

describe('refunds still owed', () => {
  const clock = { now: new Date('2030-01-01T06:00:00.000Z') };
  let t: TestApp;
  let fake: FakeRazorpay;
  let buyer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ({ t, fake } = await createRazorpayTestApp(clock, { REFUND_RETRY_SECONDS: '1' }));
    buyer = await createUserWithToken(t);
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(() => t.close());

  const paymentRow = async (orderId: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0];

  it('are made by the server on its own once the gateway answers again, exactly once', async () => {
    // Paid for a course that was deleted meanwhile: the money must go back.
    const course = await insertCourse(t);
    const created = await postAs(t, buyer, '/api/create', { purpose: 'course', courseId: course.id });
    const { orderId } = created.json<{ orderId: string }>();
    const proof = fake.pay(orderId);
    await t.app.inject({ method: 'DELETE', url: `/api/courses/delete/${course.id}`, headers: admin.headers });

    // The refund fails while the client is there, and goes on failing for the next two rounds.
    fake.failNext(3);
    expect((await postAs(t, buyer, '/api/verify-payment', proof)).statusCode).toBe(502);
    expect(await paymentRow(orderId)).toMatchObject({ status: 'paid' });

    await expect
      .poll(async () => (await paymentRow(orderId))?.status, { timeout: 15_000, interval: 200 })
      .toBe('refunded');
    const refunds = fake.refunds.filter((refund) => refund.paymentId === proof.razorpay_payment_id);
    expect(refunds).toHaveLength(1);
    expect(await paymentRow(orderId)).toMatchObject({ providerRefundId: refunds[0]?.id });

    // Later rounds find nothing more to do.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(fake.refunds.filter((refund) => refund.paymentId === proof.razorpay_payment_id)).toHaveLength(1);
  });
});
