import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';
import type { FakeRazorpay } from './fake-razorpay.ts';
import type { TestUser } from './users-fixture.ts';
import { insertCourse } from './purchase-fixture.ts';
import { postAs } from './razorpay-test-app.ts';

export const paymentRow = async (t: TestApp, orderId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0];

/**
 * The buyer pays for a course the admin deletes meanwhile, while the gateway fails the next
 * `outage` requests: the verify call answers 502 and a refund is owed.
 */
export async function makeOwedRefund(
  t: TestApp,
  fake: FakeRazorpay,
  people: { buyer: TestUser; admin: TestUser },
  outage: number,
): Promise<{ orderId: string; paymentId: string }> {
  const course = await insertCourse(t);
  const created = await postAs(t, people.buyer, '/api/create', { purpose: 'course', courseId: course.id });
  const { orderId } = created.json<{ orderId: string }>();
  const proof = fake.pay(orderId);
  await t.app.inject({
    method: 'DELETE',
    url: `/api/courses/delete/${course.id}`,
    headers: people.admin.headers,
  });
  fake.failNext(outage);
  expect((await postAs(t, people.buyer, '/api/verify-payment', proof)).statusCode).toBe(502);
  expect(await paymentRow(t, orderId)).toMatchObject({ status: 'paid' });
  return { orderId, paymentId: proof.razorpay_payment_id };
}

/** How many jobs of a queue are in each state, read from pg-boss's own table. */
export async function jobStates(t: TestApp, name: string): Promise<Record<string, number>> {
  const { rows } = await t.database.jobsDb.executeSql(
    `select state, count(*)::int as jobs from pgboss.job where name = $1 group by state`,
    [name],
  );
  return Object.fromEntries((rows as { state: string; jobs: number }[]).map((row) => [row.state, row.jobs]));
}
