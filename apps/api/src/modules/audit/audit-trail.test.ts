import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditResponse } from '@sukoon/contract';
import { sensitiveReads } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { bookAndPay, createClock } from '../appointments/appointments-test-kit.ts';
import { createCounsellor, type TestCounsellor } from '../appointments/counsellor-test-kit.ts';

// Saturday 21 November 2026, 10:30 in India; Sunday the 22nd is bookable all day.
const clock = createClock('2026-11-21T05:00:00.000Z');
const SUNDAY = '2026-11-22';

describe('the audit trail of sensitive reads', () => {
  let t: TestApp;
  let admin: TestUser;
  let client: TestUser;
  let meera: TestCounsellor;
  let arjun: TestCounsellor;
  let appointmentId: string;

  const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.headers });
  const trail = async (query = '') => (await get(`/api/admin/audit${query}`, admin)).json<AuditResponse>();

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    admin = await createUserWithToken(t, 'admin');
    client = await createUserWithToken(t, 'user', { firstName: 'Asha' });
    meera = await createCounsellor(t, { firstName: 'Meera' });
    arjun = await createCounsellor(t, { firstName: 'Arjun' });
    await bookAndPay(t, client, { date: SUNDAY, slot: 10, counsellorId: meera.counsellorId });
    const [mine] = (await get('/api/appointments/mine', client)).json<{ _id: string }[]>();
    appointmentId = mine?._id ?? '';
  });
  afterAll(() => t.close());

  it("records the counsellor's read of a reason and of notes: who, whose, what, when, which request", async () => {
    clock.set('2026-11-21T06:00:00.000Z');
    const desk = await get('/api/counsellor/appointments', meera);
    expect(desk.json<{ reason: string }[]>()).toHaveLength(1);
    const notesUrl = `/api/counsellor/appointments/${appointmentId}/notes`;
    // Notes not written yet: nothing of the client's was read.
    await get(notesUrl, meera);
    await t.app.inject({
      method: 'PUT',
      url: notesUrl,
      headers: meera.headers,
      payload: { notes: 'Sleep.' },
    });
    clock.set('2026-11-21T06:01:00.000Z');
    await get(notesUrl, meera);

    const { reads } = await trail(`?readerId=${meera.id}`);
    expect(reads.map((read) => read.kind)).toEqual(['session_notes', 'appointment_reason']);
    // The desk is one list read naming what it showed; the notes are one client's.
    expect(reads[1]).toMatchObject({
      reader: { _id: meera.id, role: 'counsellor', email: meera.email, name: 'Meera Rao' },
      subject: null,
      shown: { appointmentIds: [appointmentId], clientIds: [client.id] },
      readAt: '2026-11-21T06:00:00.000Z',
    });
    expect(reads[0]).toMatchObject({
      subject: { _id: client.id, email: client.email, name: 'Asha Test' },
      appointmentId,
    });
    // Unique across restarts and instances, as in the log lines of that request.
    expect(reads[1]?.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(reads[0]?.requestId).not.toBe(reads[1]?.requestId);
  });

  it("records an admin's read of the requests, and not a client reading their own", async () => {
    clock.set('2026-11-21T06:05:00.000Z');
    await get('/api/appointments/mine', client);
    await get('/api/appointments/get', admin);
    const { reads } = await trail(`?subjectId=${client.id}`);
    expect(reads.filter((read) => read.reader._id === client.id)).toEqual([]);
    expect(reads[0]).toMatchObject({ reader: { _id: admin.id, role: 'admin' }, kind: 'appointment_reason' });
  });

  it("shows another counsellor nothing of the client's, and the trail proves they read nothing", async () => {
    expect((await get('/api/counsellor/appointments', arjun)).json()).toEqual([]);
    const notes = await get(`/api/counsellor/appointments/${appointmentId}/notes`, arjun);
    expect(notes.statusCode).toBe(404);
    expect((await trail(`?readerId=${arjun.id}`)).reads).toEqual([]);
  });

  it('filters by kind and by IST day, and pages newest first without gaps or repeats', async () => {
    await t.database.db.insert(sensitiveReads).values(
      Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, index) => ({
        readerId: arjun.id,
        readerRole: 'counsellor' as const,
        subjectId: client.id,
        kind: 'intake' as const,
        requestId: `req-${index}`,
        readAt: new Date(Date.UTC(2026, 9, 1, 12, 0, index)),
      })),
    );
    const first = await trail('?kind=intake');
    expect(first.reads).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.reads[0]?.requestId).toBe(`req-${AUDIT_PAGE_SIZE + 4}`);
    const second = await trail(`?kind=intake&cursor=${first.nextCursor ?? ''}`);
    expect(second.reads.map((read) => read.requestId)).toEqual(['req-4', 'req-3', 'req-2', 'req-1', 'req-0']);
    expect(second.nextCursor).toBeUndefined();
    // 1 October 2026 in IST holds them all; 2 October none.
    expect((await trail('?kind=intake&from=2026-10-01&to=2026-10-01')).reads).toHaveLength(AUDIT_PAGE_SIZE);
    expect((await trail('?kind=intake&from=2026-10-02')).reads).toEqual([]);
    const bad = await get('/api/admin/audit?from=2026-02-30', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^from:/);
    expect((await get('/api/admin/audit?cursor=bm9wZQ', admin)).statusCode).toBe(400);
  });

  it('is for admins only, and the database refuses to change or remove a record', async () => {
    expect((await get('/api/admin/audit', meera)).statusCode).toBe(403);
    expect((await get('/api/admin/audit', client)).statusCode).toBe(403);
    await expect(t.database.db.execute(sql`update sensitive_reads set kind = 'intake'`)).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from sensitive_reads where reader_id = ${meera.id}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate sensitive_reads`)).rejects.toThrow();
    expect((await trail(`?readerId=${meera.id}`)).reads).toHaveLength(2);
  });
});
