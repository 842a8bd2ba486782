import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AuditResponse } from '@sukoon/contract';
import { sensitiveReads } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { bookAndPay, createClock } from '../appointments/appointments-test-kit.ts';
import { createCounsellor, type TestCounsellor } from '../appointments/counsellor-test-kit.ts';
import { runJob } from '../sessions/session-test-kit.ts';
import { AUDIT_RETENTION_JOB } from '../../background-jobs.ts';
import { deleteExpiredAuditRows } from './audit-retention.ts';

// Saturday 21 November 2026, 10:30 in India; Sunday the 22nd is bookable all day.
const clock = createClock('2026-11-21T05:00:00.000Z');
const SUNDAY = '2026-11-22';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('an audit trail that stays meaningful: one row per list read, kept a year', () => {
  let t: TestApp;
  let admin: TestUser;
  let clients: TestUser[];
  let meera: TestCounsellor;

  const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.headers });
  const rowsOf = (reader: TestUser) =>
    t.database.db.select().from(sensitiveReads).where(eq(sensitiveReads.readerId, reader.id));

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    admin = await createUserWithToken(t, 'admin');
    meera = await createCounsellor(t, { firstName: 'Meera' });
    clients = [];
    for (const slot of [10, 11, 12]) {
      const client = await createUserWithToken(t, 'user', { firstName: `Client${slot}` });
      await bookAndPay(t, client, { date: SUNDAY, slot, counsellorId: meera.counsellorId });
      clients.push(client);
    }
  });
  afterAll(() => t.close());

  it('writes one row per desk load, naming every appointment and client shown', async () => {
    for (let load = 0; load < 5; load += 1) {
      const desk = await get('/api/counsellor/appointments', meera);
      expect(desk.json<unknown[]>()).toHaveLength(3);
    }
    const rows = await rowsOf(meera);
    expect(rows).toHaveLength(5);
    const desk = (await get('/api/counsellor/appointments', meera)).json<{ _id: string }[]>();
    for (const row of rows) {
      expect(row).toMatchObject({ kind: 'appointment_reason', subjectId: null, appointmentId: null });
      expect([...(row.appointmentIds ?? [])].sort()).toEqual(desk.map((item) => item._id).sort());
      expect([...(row.subjectIds ?? [])].sort()).toEqual(clients.map((client) => client.id).sort());
    }
  });

  it("writes one row per admin list read, full or paged, and a client's filter finds it", async () => {
    await get('/api/appointments/get', admin);
    await get('/api/appointments/get?page=1&limit=2', admin);
    const rows = await rowsOf(admin);
    expect(rows.map((row) => row.appointmentIds?.length)).toEqual(expect.arrayContaining([3, 2]));
    expect(rows).toHaveLength(2);
    const first = clients[0];
    if (!first) throw new Error('no client');
    const trail = (
      await get(`/api/admin/audit?subjectId=${first.id}&readerId=${admin.id}`, admin)
    ).json<AuditResponse>();
    expect(trail.reads).toHaveLength(2);
    expect(trail.reads[0]?.shown?.clientIds).toContain(first.id);
  });

  it('deletes rows older than a year in the daily job, keeps the recent, and refuses any other delete', async () => {
    const [client] = clients;
    if (!client) throw new Error('no client');
    const read = (requestId: string, readAt: Date) => ({
      readerId: admin.id,
      readerRole: 'admin' as const,
      subjectId: client.id,
      kind: 'intake' as const,
      requestId,
      readAt,
    });
    const now = clock.now().getTime();
    await t.database.db
      .insert(sensitiveReads)
      .values([
        read('two-years-old', new Date(now - 730 * DAY_MS)),
        read('last-year', new Date(now - 366 * DAY_MS)),
        read('recent', new Date(now - 300 * DAY_MS)),
      ]);
    const requestIds = async () =>
      (
        await t.database.db
          .select({ requestId: sensitiveReads.requestId })
          .from(sensitiveReads)
          .where(eq(sensitiveReads.kind, 'intake'))
      )
        .map((row) => row.requestId)
        .sort();

    // An ordinary delete is refused, of a recent row and of an old one alike.
    await expect(
      t.database.db.execute(sql`delete from sensitive_reads where request_id = 'recent'`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from sensitive_reads where request_id = 'two-years-old'`),
    ).rejects.toThrow();
    // The job's own setting does not open recent rows either.
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('sukoon.audit_retention', 'on', true)`);
        await tx.execute(sql`delete from sensitive_reads where request_id = 'recent'`);
      }),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate sensitive_reads`)).rejects.toThrow();
    expect(await requestIds()).toEqual(['last-year', 'recent', 'two-years-old']);

    await runJob(t, AUDIT_RETENTION_JOB);
    expect(await requestIds()).toEqual(['recent']);
    // Idempotent: again, nothing more goes.
    expect(await deleteExpiredAuditRows(t.database.db, clock.now())).toBe(0);
    expect(await requestIds()).toEqual(['recent']);
    // The setting was local to the job's transaction.
    await expect(
      t.database.db.execute(sql`delete from sensitive_reads where request_id = 'recent'`),
    ).rejects.toThrow();
  });
});
