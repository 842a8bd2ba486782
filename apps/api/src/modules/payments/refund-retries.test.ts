import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedJob } from '@sukoon/contract';
import type { TestApp } from '../../../test/test-app.ts';
import type { FakeRazorpay } from '../../../test/fake-razorpay.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { createRazorpayTestApp } from '../../../test/razorpay-test-app.ts';
import { jobStates, makeOwedRefund, paymentRow } from '../../../test/owed-refund.ts';
import { REFUND_RETRY_JOB } from '../../background-jobs.ts';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import { STALE_REFUND_CLAIM_MS } from './payment-refunds.ts';

// A refund the gateway refused is asked for again by the job queue, with no one coming back.
// The queue polls every half second and backs off from one second, so nothing waits minutes.

describe('refunds still owed', () => {
  const clock = { now: new Date('2030-01-01T06:00:00.000Z') };
  let t: TestApp;
  let fake: FakeRazorpay;
  let people: { buyer: TestUser; admin: TestUser };

  beforeAll(async () => {
    ({ t, fake } = await createRazorpayTestApp(clock, { JOB_POLL_SECONDS: '0.5', JOB_RETRY_SECONDS: '1' }));
    people = { buyer: await createUserWithToken(t), admin: await createUserWithToken(t, 'admin') };
  });
  afterAll(() => t.close());

  const refundsOf = (paymentId: string) => fake.refunds.filter((refund) => refund.paymentId === paymentId);
  const failedJobs = async (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/admin/jobs/failed', headers: user.headers });

  it('are made by the queue once the gateway answers again, after back-off, exactly once', async () => {
    // The verify call fails, then the job's first two tries.
    const { orderId, paymentId } = await makeOwedRefund(t, fake, people, 3);
    await t.app.jobs.send(REFUND_RETRY_JOB);

    await expect
      .poll(async () => (await paymentRow(t, orderId))?.status, { timeout: 20_000, interval: 200 })
      .toBe('refunded');
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect(await paymentRow(t, orderId)).toMatchObject({ providerRefundId: refundsOf(paymentId)[0]?.id });
    expect((await failedJobs(people.admin)).json()).toEqual([]);

    // A later run finds nothing more to do: it does not even ask the gateway.
    await expect.poll(() => jobStates(t, REFUND_RETRY_JOB), { timeout: 5_000 }).toEqual({ completed: 1 });
    const asked = fake.requests.length;
    await t.app.jobs.send(REFUND_RETRY_JOB);
    await expect.poll(() => jobStates(t, REFUND_RETRY_JOB), { timeout: 5_000 }).toEqual({ completed: 2 });
    expect(fake.requests).toHaveLength(asked);
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('that the gateway keeps refusing are tried four times, then shown to an admin', async () => {
    const { orderId } = await makeOwedRefund(t, fake, people, 1_000);
    await t.app.jobs.send(REFUND_RETRY_JOB);

    await expect
      .poll(async () => (await failedJobs(people.admin)).json<FailedJob[]>(), {
        timeout: 30_000,
        interval: 250,
      })
      .toHaveLength(1);
    const [failed] = (await failedJobs(people.admin)).json<FailedJob[]>();
    expect(failed).toMatchObject({ name: REFUND_RETRY_JOB, attempts: 4 });
    expect(failed?.error).toMatch(/still owed/);
    expect(Date.parse(failed?.failedAt ?? '')).not.toBeNaN();
    expect(await paymentRow(t, orderId)).toMatchObject({ status: 'paid' });

    expect((await failedJobs(people.buyer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs/failed' })).statusCode).toBe(401);
    fake.failNext(0);
  });

  /** An owed refund that another attempt claimed `ageMs` ago (another instance, maybe killed since). */
  const claimedElsewhere = async (ageMs: number) => {
    const { orderId, paymentId } = await makeOwedRefund(t, fake, people, 1);
    const row = await paymentRow(t, orderId);
    if (!row) throw new Error('no payment row');
    await t.database.db
      .update(payments)
      .set({
        refundState: 'claimed',
        updatedAt: new Date(clock.now.getTime() - ageMs),
      })
      .where(eq(payments.id, row.id));
    return { orderId, paymentId };
  };

  it('claimed by an attempt older than the longest one (two gateway timeouts) are taken over, once', async () => {
    expect(STALE_REFUND_CLAIM_MS).toBe(30_000);
    const { orderId, paymentId } = await claimedElsewhere(STALE_REFUND_CLAIM_MS + 1_000);
    await t.app.jobs.send(REFUND_RETRY_JOB);

    await expect
      .poll(async () => (await paymentRow(t, orderId))?.status, { timeout: 10_000, interval: 200 })
      .toBe('refunded');
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('claimed by a live attempt are left to it, and looked at again when that claim would turn stale', async () => {
    const { orderId, paymentId } = await claimedElsewhere(10_000);
    const completed = (await jobStates(t, REFUND_RETRY_JOB)).completed ?? 0;
    const asked = fake.requests.length;
    await t.app.jobs.send(REFUND_RETRY_JOB);

    // The run leaves the refund alone and succeeds; one more run waits for the claim's 20 s left.
    await expect
      .poll(() => jobStates(t, REFUND_RETRY_JOB), { timeout: 10_000, interval: 200 })
      .toMatchObject({ completed: completed + 1, created: 1 });
    const { rows } = await t.database.jobsDb.executeSql(
      `select extract(epoch from start_after - created_on)::float as wait from pgboss.job
       where name = $1 and state = 'created'`,
      [REFUND_RETRY_JOB],
    );
    expect((rows as { wait: number }[])[0]?.wait).toBeCloseTo(20, -1);
    // The gateway was not asked about it (nor about anything else).
    expect(fake.requests.slice(asked)).toEqual([]);
    expect(refundsOf(paymentId)).toEqual([]);
    expect(await paymentRow(t, orderId)).toMatchObject({ status: 'paid' });
  });
});
