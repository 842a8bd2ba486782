import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_RETRY_JOB } from '../../src/background-jobs.ts';
import { STALE_REFUND_CLAIM_MS } from '../../src/modules/payments/payment-refunds.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../fake-razorpay.ts';
import { withDatabaseName } from '../template-database.ts';
import { POSTGRES_URL, runOnPostgres } from './scratch-postgres.ts';
import { freePort, startServer, stopServer, type ServerProcess } from './server-process-harness.ts';

// Two real server processes poll one job queue on one fresh PostgreSQL database. The refund job
// runs on one of them and hangs in the provider's refund call; that instance is killed there. The
// other must not run the job while the first holds it, must finish it afterwards, and the money
// must go back once.

const KEY_ID = 'rzp_test_jobs';
const KEY_SECRET = 'one key secret for every instance of this test run';
/** pg-boss's least: a killed instance's job is handed back within about two of these. */
const HEARTBEAT_SECONDS = 10;
/** How long the run hangs before its instance is killed: well under the gateway's 10 s timeout. */
const HELD_MS = 6_000;
const LABELS = ['first', 'second'] as const;
type Label = (typeof LABELS)[number];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a job claimed once while one instance is killed mid-run', () => {
  const databaseName = `sukoon_jobs_${randomUUID().replaceAll('-', '')}`;
  const databaseUrl = withDatabaseName(POSTGRES_URL, databaseName);
  const dataDirs: string[] = [];
  const servers = new Map<Label, ServerProcess>();
  let fake: FakeRazorpay;
  let sql: pg.Client;

  const start = async (label: Label) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-jobs-'));
    dataDirs.push(dataDir);
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: String(await freePort()),
      JWT_SECRET: 'one secret for every instance of this test run',
      // And one data key: a row one instance seals, another opens.
      DATA_ENCRYPTION_KEY: 'c3Vrb29uLW11bHRpLWluc3RhbmNlLXRlc3Qta2V5ISE=',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'one webhook secret for every instance of this test run',
      // Each instance calls the one fake under its own label, so the fake says who asked.
      RAZORPAY_API_BASE: fake.apiBaseFor(label),
      // Only the job this test sends runs; no schedule competes with it.
      JOB_SCHEDULES: 'false',
      JOB_POLL_SECONDS: '0.5',
      JOB_RETRY_SECONDS: '1',
      JOB_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
    });
    servers.set(label, server);
  };

  beforeAll(async () => {
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    await runOnPostgres(`create database ${databaseName}`);
    // One after the other: the first applies the migrations and creates the queues.
    await start('first');
    await start('second');
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
  }, 120_000);
  afterAll(async () => {
    await sql?.end();
    for (const server of servers.values()) await stopServer(server);
    await runOnPostgres(`drop database if exists ${databaseName} with (force)`);
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
    await fake?.close();
  });

  /** A course payment the provider took and we owe back, as a failed refund leaves it. */
  const owedRefund = async () => {
    const { rows: users } = await sql.query<{ id: string }>(
      `insert into users (first_name, last_name, email, role) values ('Asha', 'Test', $1, 'user') returning id`,
      [`buyer-${randomUUID()}@example.test`],
    );
    const paymentRef = randomUUID();
    const providerPaymentId = `pay_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
    const orderId = `order_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
    fake.payments.set(providerPaymentId, {
      id: providerPaymentId,
      orderId,
      amount: 50_000,
      refundedAmount: 0,
    });
    await sql.query(
      `insert into payments (id, user_id, purpose, amount_paise, provider, receipt, provider_order_id,
         provider_payment_id, refund_state, status, paid_at)
       values ($1, $2, 'course', 50000, 'razorpay', 'jobs-test', $3, $4, 'owed', 'paid', now())`,
      [paymentRef, users[0]?.id, orderId, providerPaymentId],
    );
    return { paymentRef, providerPaymentId };
  };

  /** Every job of the refund queue, oldest first. */
  const refundJobs = async () =>
    (
      await sql.query<{ id: string; state: string; retry_count: number }>(
        `select id, state, retry_count from pgboss.job where name = $1 order by created_on, id`,
        [REFUND_RETRY_JOB],
      )
    ).rows;

  /** What one instance asked the provider about this payment. */
  const askedBy = (label: Label, providerPaymentId: string) =>
    fake.requests.filter((line) => line.startsWith(`[${label}] `) && line.includes(providerPaymentId));

  it('runs the refund job on one instance at a time, and the other finishes it once the first is killed', async () => {
    const { paymentRef, providerPaymentId } = await owedRefund();
    const hold = fake.holdNextRefund();

    // What the schedule does: one job, taken by whichever instance polls first.
    const boss = new PgBoss({
      connectionString: databaseUrl,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    await boss.send(REFUND_RETRY_JOB);
    await boss.stop({ graceful: false });

    const holderLabel = (await Promise.race([hold.arrived, sleep(15_000).then(() => undefined)])) as
      Label | undefined;
    expect(holderLabel, 'no instance asked the provider for the refund').toBeDefined();
    const otherLabel = LABELS.find((label) => label !== holderLabel) as Label;
    const holder = servers.get(holderLabel as Label) as ServerProcess;
    const heldAt = Date.now();
    const [job] = await refundJobs();
    expect(await refundJobs()).toEqual([{ id: job?.id, state: 'active', retry_count: 0 }]);

    // (a) While the run hangs, the job stays the one active job and the other instance leaves it
    // (and the provider) alone, however often it polls.
    while (Date.now() - heldAt < HELD_MS) {
      expect(await refundJobs()).toEqual([{ id: job?.id, state: 'active', retry_count: 0 }]);
      expect(askedBy(otherLabel, providerPaymentId)).toEqual([]);
      await sleep(250);
    }
    expect(askedBy(holderLabel as Label, providerPaymentId)).toEqual([
      `[${holderLabel}] GET /v1/payments/${providerPaymentId}/refunds`,
      `[${holderLabel}] POST /v1/payments/${providerPaymentId}/refund`,
    ]);

    holder.child.kill('SIGKILL');
    expect(await holder.exit).toBeNull();
    servers.delete(holderLabel as Label);
    // The request in flight died with its sender: the provider made nothing.
    hold.release();

    // (b) The work is not lost: the other instance finishes it, once the dead run's claims are
    // known to be dead (the job's heartbeat, then the refund's claim).
    const deadline = Date.now() + STALE_REFUND_CLAIM_MS + 4 * HEARTBEAT_SECONDS * 1000;
    let status = 'paid';
    while (status !== 'refunded' && Date.now() < deadline) {
      await sleep(500);
      const { rows } = await sql.query<{ status: string }>(`select status from payments where id = $1`, [
        paymentRef,
      ]);
      status = rows[0]?.status ?? 'missing';
    }
    expect(status, 'the refund was not finished by the other instance').toBe('refunded');
    expect(Date.now() - heldAt).toBeGreaterThanOrEqual(STALE_REFUND_CLAIM_MS - 1_000);

    // (c) Once: one refund at the provider, made by the instance still alive, recorded on the row.
    expect(fake.refunds.filter((refund) => refund.paymentId === providerPaymentId)).toHaveLength(1);
    expect(askedBy(otherLabel, providerPaymentId)).toEqual([
      `[${otherLabel}] GET /v1/payments/${providerPaymentId}/refunds`,
      `[${otherLabel}] POST /v1/payments/${providerPaymentId}/refund`,
    ]);
    const { rows: payments } = await sql.query<{ status: string; provider_refund_id: string }>(
      `select status, provider_refund_id from payments where provider_payment_id = $1`,
      [providerPaymentId],
    );
    expect(payments).toEqual([
      {
        status: 'refunded',
        provider_refund_id: fake.refunds.find((refund) => refund.paymentId === providerPaymentId)?.id,
      },
    ]);
    // The killed run was handed back (a retry of the same job), nothing gave up, nothing is left.
    await sleep(1_000);
    const jobs = await refundJobs();
    expect(jobs.find((row) => row.id === job?.id)).toMatchObject({ state: 'completed', retry_count: 1 });
    expect(jobs.filter((row) => row.state !== 'completed')).toEqual([]);
  }, 100_000);
});
