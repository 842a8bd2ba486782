import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { TEST_DATABASE_KIND, type TestApp } from '../../test/test-app.ts';
import type { FakeRazorpay } from '../../test/fake-razorpay.ts';
import { createUserWithToken, type TestUser } from '../../test/users-fixture.ts';
import { createRazorpayTestApp } from '../../test/razorpay-test-app.ts';
import { jobStates, makeOwedRefund, paymentRow } from '../../test/owed-refund.ts';
import { REFUND_RETRY_JOB, STALE_AUTH_ROWS_JOB } from '../background-jobs.ts';
import { pendingRegistrations } from '../db/schema/index.ts';
import { savePendingRegistration } from '../modules/auth/registration-repository.ts';
import { PENDING_SIGN_UP_KEPT_MS } from '../modules/auth/stale-auth-rows.ts';

// Two instances of the app on one database, as behind a load balancer. On PostgreSQL the second
// has its own pool; embedded PGlite admits one process, so there they share its connection.

describe('the job queue of two instances on one database', () => {
  const clock = { now: new Date('2030-01-01T06:00:00.000Z') };
  let t: TestApp;
  let fake: FakeRazorpay;
  let people: { buyer: TestUser; admin: TestUser };
  let secondDatabase: Database;
  let second: FastifyInstance;

  beforeAll(async () => {
    ({ t, fake } = await createRazorpayTestApp(clock, { JOB_POLL_SECONDS: '0.5', JOB_RETRY_SECONDS: '1' }));
    secondDatabase = TEST_DATABASE_KIND === 'postgres' ? await openDatabase(t.config) : t.database;
    second = await buildApp(t.config, {
      database: secondDatabase,
      now: () => clock.now,
      webDir: t.config.dataDir,
    });
    await second.ready();
    people = { buyer: await createUserWithToken(t), admin: await createUserWithToken(t, 'admin') };
  });
  afterAll(async () => {
    await second.close();
    if (secondDatabase !== t.database) await secondDatabase.close();
    await t.close();
  });

  it('run a sweep both ask for at once exactly once, and its refund once', async () => {
    const { orderId, paymentId } = await makeOwedRefund(t, fake, people, 1);

    await Promise.all([t.app.jobs.send(REFUND_RETRY_JOB), second.jobs.send(REFUND_RETRY_JOB)]);

    await expect
      .poll(async () => (await paymentRow(t, orderId))?.status, { timeout: 10_000, interval: 100 })
      .toBe('refunded');
    await expect.poll(() => jobStates(t, REFUND_RETRY_JOB), { timeout: 5_000 }).toEqual({ completed: 1 });
    expect(fake.refunds.filter((refund) => refund.paymentId === paymentId)).toHaveLength(1);
  });

  it('run the hourly clean-up of stale sign-ups that both ask for, once', async () => {
    const signUp = (email: string, ageMs: number) =>
      savePendingRegistration(
        t.database.db,
        {
          email,
          firstName: 'Asha',
          lastName: 'Rao',
          phone: '9876543210',
          passwordHash: 'not-a-real-hash',
          otpHash: 'not-a-real-otp-hash',
          otpExpiresAt: clock.now,
        },
        new Date(clock.now.getTime() - ageMs),
      );
    await signUp('abandoned@example.test', PENDING_SIGN_UP_KEPT_MS + 1);
    await signUp('this-week@example.test', PENDING_SIGN_UP_KEPT_MS - 60_000);

    await Promise.all([t.app.jobs.send(STALE_AUTH_ROWS_JOB), second.jobs.send(STALE_AUTH_ROWS_JOB)]);

    await expect.poll(() => jobStates(t, STALE_AUTH_ROWS_JOB), { timeout: 5_000 }).toEqual({ completed: 1 });
    const left = await t.database.db.select({ email: pendingRegistrations.email }).from(pendingRegistrations);
    expect(left.map((row) => row.email)).toEqual(['this-week@example.test']);
  });

  it('keep working when one of them stops: the other takes the next job', async () => {
    await t.app.jobs.stop();
    const { orderId } = await makeOwedRefund(t, fake, people, 1);
    await second.jobs.send(REFUND_RETRY_JOB);
    await expect
      .poll(async () => (await paymentRow(t, orderId))?.status, { timeout: 10_000, interval: 100 })
      .toBe('refunded');
  });
});
