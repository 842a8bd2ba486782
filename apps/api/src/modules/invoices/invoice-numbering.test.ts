import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { documentCounters, invoices, payments } from '../../db/schema/index.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken } from '../../../test/users-fixture.ts';
import { insertCourse } from '../../../test/purchase-fixture.ts';
import { createClock } from '../appointments/appointments-test-kit.ts';
import { takeNextSequence } from './invoices-repository.ts';

// Invoice numbers are consecutive within a financial year, never reused and never skipped, however
// many payments land at once (on PostgreSQL, truly in parallel over its pool of connections).

const BUYERS = 20;

describe(`invoice numbering under concurrent payments (${TEST_DATABASE_KIND})`, () => {
  const clock = createClock('2026-11-20T06:00:00.000Z');
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SELLER_GSTIN: '27ABCDE1234F1Z5' }, { now: clock.now });
  });
  afterAll(() => t?.close());

  it(`gives ${BUYERS} payments verified at once the numbers 1 to ${BUYERS}, each once`, async () => {
    const course = await insertCourse(t, { priceRupees: 499 });
    const proofs = [];
    for (let index = 0; index < BUYERS; index += 1) {
      const buyer = await createUserWithToken(t);
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/create',
        headers: buyer.headers,
        payload: { purpose: 'course', courseId: course.id },
      });
      const { orderId } = order.json<{ orderId: string }>();
      const proof = await t.app.inject({
        method: 'POST',
        url: '/api/payments/simulate',
        headers: buyer.headers,
        payload: { orderId, outcome: 'success' },
      });
      proofs.push({ buyer, proof: proof.json<object>() });
    }

    const answers = await Promise.all(
      proofs.map(({ buyer, proof }) =>
        t.app.inject({ method: 'POST', url: '/api/verify-payment', headers: buyer.headers, payload: proof }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: BUYERS }, () => 200));

    const rows = await t.database.db.select().from(invoices).where(eq(invoices.series, 'INV'));
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: BUYERS }, (_, index) => index + 1),
    );
    expect(new Set(rows.map((row) => row.number)).size).toBe(BUYERS);
    expect(new Set(rows.map((row) => row.paymentId)).size).toBe(BUYERS);
    // Every paid payment has its invoice, and the counter stands at the last number.
    expect(await t.database.db.$count(payments, eq(payments.status, 'paid'))).toBe(BUYERS);
    const [counter] = await t.database.db
      .select()
      .from(documentCounters)
      .where(and(eq(documentCounters.series, 'INV'), eq(documentCounters.financialYear, 2026)));
    expect(counter?.lastSequence).toBe(BUYERS);
  });

  it('gives back the number of a transaction that rolled back, so there is no gap', async () => {
    const before = await t.database.db.transaction((tx) => takeNextSequence(tx, 'CN', 2030));
    await expect(
      t.database.db.transaction(async (tx) => {
        await takeNextSequence(tx, 'CN', 2030);
        throw new Error('the payment failed after taking a number');
      }),
    ).rejects.toThrow('the payment failed');
    const after = await t.database.db.transaction((tx) => takeNextSequence(tx, 'CN', 2030));
    expect([before, after]).toEqual([1, 2]);
  });

  it('refuses a second document with the same number in the database itself', async () => {
    const [first] = await t.database.db.select().from(invoices).where(eq(invoices.sequence, 1));
    if (!first) throw new Error('no invoice 1');
    const { id: _id, ...copy } = first;
    const [otherPayment] = await t.database.db
      .select({ id: invoices.paymentId })
      .from(invoices)
      .where(eq(invoices.sequence, 2));
    await expect(
      t.database.db
        .insert(invoices)
        .values({ ...copy, number: 'INV/26-27/X', paymentId: otherPayment?.id ?? '' }),
    ).rejects.toThrow();
    await expect(
      t.database.db.insert(invoices).values({ ...copy, sequence: 999, number: 'INV/26-27/000999' }),
    ).rejects.toThrow();
  });
});
