import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.ts';
import { courseEnrolments, courses, webinarSeats, webinars } from './schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertCourse, insertWebinar } from '../../test/purchase-fixture.ts';
import { createUserWithToken } from '../../test/users-fixture.ts';

// The hand-written part of migration 0004, run as it stands in the file: content deleted before
// archiving existed that people had bought comes back to them archived; the rest stays deleted.

const backfill = fs
  .readFileSync(path.join(MIGRATIONS_DIR, '0004_archived_content.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
  .filter((statement) => statement.startsWith('UPDATE'));

describe('migration 0004: deleted content with buyers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('archives what people bought and leaves the rest deleted', async () => {
    expect(backfill).toHaveLength(2);
    const deletedAt = new Date('2026-01-01T00:00:00.000Z');
    const buyer = await createUserWithToken(t);
    const bought = await insertCourse(t, { name: 'Bought', deletedAt });
    const unbought = await insertCourse(t, { name: 'Unbought', deletedAt });
    const held = await insertWebinar(t, deletedAt, { title: 'Seat held', deletedAt });
    const empty = await insertWebinar(t, deletedAt, { title: 'No seats', deletedAt });
    const { db } = t.database;
    await db.insert(courseEnrolments).values({
      userId: buyer.id,
      courseId: bought.id,
      courseName: 'Bought',
      receiptId: 'r1',
    });
    await db.insert(webinarSeats).values({ userId: buyer.id, webinarId: held.id });

    for (const statement of backfill) await db.execute(sql.raw(statement));

    const state = async (table: typeof courses | typeof webinars, id: string) => {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return { archivedAt: row?.archivedAt, deletedAt: row?.deletedAt };
    };
    expect(await state(courses, bought.id)).toEqual({ archivedAt: deletedAt, deletedAt: null });
    expect(await state(webinars, held.id)).toEqual({ archivedAt: deletedAt, deletedAt: null });
    expect(await state(courses, unbought.id)).toEqual({ archivedAt: null, deletedAt });
    expect(await state(webinars, empty.id)).toEqual({ archivedAt: null, deletedAt });
  });
});
