import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBoss } from 'pg-boss';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../test/users-fixture.ts';
import { insertCourse } from '../../test/purchase-fixture.ts';
import { createClock, createOrder, payOrder } from '../modules/appointments/appointments-test-kit.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const clock = createClock('2026-11-21T05:00:00.000Z');

/** The value of one sample line, e.g. `sukoon_payments{status="paid"}`; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /api/metrics', () => {
  let t: TestApp;
  let asha: TestUser;
  let ravi: TestUser;
  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN }, { now: clock.now });
    asha = await createUserWithToken(t);
    ravi = await createUserWithToken(t);
  });
  afterAll(() => t.close());

  it('answers only the bearer of METRICS_TOKEN, in Prometheus text', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'The metrics token is missing or wrong.', code: 'UNAUTHORIZED' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    // A user's own login token is not the metrics token.
    const user = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: asha.headers });
    expect(user.statusCode).toBe(401);
    const ok = await scrape();
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('counts requests and their latency by route pattern, not by URL', async () => {
    const course = await insertCourse(t);
    await t.app.inject({ method: 'GET', url: `/api/courses/read/${course.id}` });
    await t.app.inject({ method: 'GET', url: '/api/courses/read/00000000-0000-4000-8000-000000000000' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/123' });
    const text = (await scrape()).body;
    const route = 'method="GET",route="/api/courses/read/:id"';
    expect(sample(text, `sukoon_http_requests_total{${route},status="200"}`)).toBe(1);
    expect(sample(text, `sukoon_http_requests_total{${route},status="404"}`)).toBe(1);
    expect(sample(text, `sukoon_http_request_duration_seconds_count{${route}}`)).toBe(2);
    expect(text).not.toContain(course.id);
    expect(text).not.toContain('no-such-thing');
    expect(sample(text, 'sukoon_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
  });

  it('reports payments and refunds by outcome, and slots refused with 409', async () => {
    const before = (await scrape()).body;
    const held = await createOrder(t, asha, { date: '2026-11-25', slot: 16 });
    expect(held.statusCode).toBe(200);
    const taken = await createOrder(t, ravi, { date: '2026-11-25', slot: 16 });
    expect(taken.statusCode).toBe(409);
    expect((await payOrder(t, asha, held.json<{ orderId: string }>().orderId)).statusCode).toBe(200);
    const failedOrder = await createOrder(t, ravi, { date: '2026-11-26', slot: 16 });
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulate',
      headers: ravi.headers,
      payload: { orderId: failedOrder.json<{ orderId: string }>().orderId, outcome: 'failure' },
    });
    expect(failed.statusCode).toBeLessThan(500);

    const text = (await scrape()).body;
    expect(sample(text, 'sukoon_payments{status="paid"}')).toBe(1);
    expect(
      sample(text, 'sukoon_payments{status="created"}') + sample(text, 'sukoon_payments{status="failed"}'),
    ).toBe(1);
    expect(sample(text, 'sukoon_refunds{outcome="refunded"}')).toBe(0);
    expect(text).toContain('sukoon_refunds{outcome="owed"} 0');
    const conflicts = 'sukoon_booking_conflicts_total{route="/api/create"}';
    expect(sample(text, conflicts) - sample(before, conflicts)).toBe(1);
  });

  it("reports each queue's waiting, running and given-up jobs, from pg-boss's tables", async () => {
    // A queue no instance works, so only this test moves its jobs: waiting, taken, given up.
    const queue = 'metrics.test-queue';
    const boss = new PgBoss({
      db: t.database.jobsDb,
      backend: t.database.kind,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      await boss.createQueue(queue, { retryLimit: 0 });
      for (let job = 0; job < 4; job++) await boss.send(queue, { job });
      const [taken, givesUp] = await boss.fetch(queue, { batchSize: 2 });
      expect(taken && givesUp).toBeTruthy();
      await boss.fail(queue, givesUp?.id ?? '', { message: 'the test gave up on it' });

      const text = (await scrape()).body;
      expect(sample(text, `sukoon_job_queue_depth{queue="${queue}",state="queued"}`)).toBe(2);
      expect(sample(text, `sukoon_job_queue_depth{queue="${queue}",state="active"}`)).toBe(1);
      expect(sample(text, `sukoon_jobs_failed{queue="${queue}"}`)).toBe(1);
      // The product's own queues are there too, idle.
      expect(text).toContain('sukoon_job_queue_depth{queue="refunds.retry-owed",state="queued"} 0');
      expect(text).toContain('sukoon_jobs_failed{queue="refunds.retry-owed"} 0');
    } finally {
      await boss.stop({ graceful: false, close: false });
    }
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: 'Bearer anything-at-all-long-enough' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('sukoon_');
    } finally {
      await t.close();
    }
  });
});
