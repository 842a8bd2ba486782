import fs from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.ts';
import { payments } from './schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertCourse } from '../../test/purchase-fixture.ts';
import { createUserWithToken } from '../../test/users-fixture.ts';

// The hand-written part of migration 0026, run as it stands in the file: an order still carrying
// the provisional 'pending_' id its provider call never replaced becomes 'starting'; nothing else moves.

const backfill = fs
  .readFileSync(path.join(MIGRATIONS_DIR, '0026_payment_starting_state.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
  .filter((statement) => statement.startsWith('UPDATE'));

describe('migration 0026: provisional order ids become the starting state', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("marks open orders with a 'pending_' id starting, and only those", async () => {
    expect(backfill).toHaveLength(1);
    const buyer = await createUserWithToken(t);
    const course = await insertCourse(t);
    const order = (providerOrderId: string, status: 'created' | 'failed') => ({
      userId: buyer.id,
      purpose: 'course' as const,
      courseId: course.id,
      amountPaise: 49_900,
      provider: 'razorpay' as const,
      receipt: providerOrderId,
      providerOrderId,
      status,
    });
    const { db } = t.database;
    await db
      .insert(payments)
      .values([
        order('pending_7f0c1a52-54a8-4d4c-9f7b-1b1e2b3c4d5e', 'created'),
        order('pending_0b9e6c1d-2f3a-4b5c-8d7e-6f5a4b3c2d1e', 'failed'),
        order('order_Nx7pending_', 'created'),
      ]);

    for (const statement of backfill) await db.execute(sql.raw(statement));

    const rows = await db
      .select({ id: payments.providerOrderId, status: payments.status })
      .from(payments)
      .where(
        inArray(payments.receipt, [
          'pending_7f0c1a52-54a8-4d4c-9f7b-1b1e2b3c4d5e',
          'pending_0b9e6c1d-2f3a-4b5c-8d7e-6f5a4b3c2d1e',
          'order_Nx7pending_',
        ]),
      );
    expect(new Map(rows.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        ['pending_7f0c1a52-54a8-4d4c-9f7b-1b1e2b3c4d5e', 'starting'],
        ['pending_0b9e6c1d-2f3a-4b5c-8d7e-6f5a4b3c2d1e', 'failed'],
        ['order_Nx7pending_', 'created'],
      ]),
    );
  });
});
