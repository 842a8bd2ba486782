import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessionNotes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { bookAndPay, createClock } from './appointments-test-kit.ts';
import { createCounsellor, deactivateAllCounsellors, type TestCounsellor } from './counsellor-test-kit.ts';
import { appointmentIdOf } from '../sessions/session-test-kit.ts';

// Saturday 21 November 2026, 10:30 in India; Monday the 23rd is bookable all day.
const clock = createClock('2026-11-21T05:00:00.000Z');
const MONDAY = '2026-11-23';

describe("what a counsellor gets of a client's session: their own notes, the desk's shape", () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  let meera: TestCounsellor;
  let arjun: TestCounsellor;
  let id: string;
  let phone: string;

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await deactivateAllCounsellors(t);
    meera = await createCounsellor(t, { firstName: 'Meera' });
    arjun = await createCounsellor(t, { firstName: 'Arjun' });
    phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    asha = await createUserWithToken(t, 'user', { firstName: 'Asha', phone });
    await bookAndPay(t, asha, { date: MONDAY, slot: 10, counsellorId: meera.counsellorId });
    id = await appointmentIdOf(t, asha);
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const notesUrl = () => `/api/counsellor/appointments/${id}/notes`;
  const notesOf = async (user: TestUser) => {
    const read = await send('GET', notesUrl(), user);
    expect(read.statusCode, read.body).toBe(200);
    return read.json<{ notes: string }>().notes;
  };

  it('keeps notes with their author when an admin moves the request to another counsellor', async () => {
    const written = await send('PUT', notesUrl(), meera, { notes: 'MEERA: client disclosed history X' });
    expect(written.statusCode).toBe(200);
    const moved = await send('POST', `/api/admin/appointments/${id}/counsellor`, admin, {
      counsellorId: arjun.counsellorId,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    // The new counsellor starts with empty notes of their own, and writes only those.
    expect(await notesOf(arjun)).toBe('');
    expect((await send('PUT', notesUrl(), arjun, { notes: 'ARJUN: first meeting' })).statusCode).toBe(200);
    expect(await notesOf(arjun)).toBe('ARJUN: first meeting');
    // The first counsellor still reads and edits their own, and only theirs.
    expect(await notesOf(meera)).toBe('MEERA: client disclosed history X');
    expect((await send('PUT', notesUrl(), meera, { notes: 'MEERA: handed over' })).statusCode).toBe(200);
    expect(await notesOf(arjun)).toBe('ARJUN: first meeting');

    const rows = await t.database.db
      .select({ counsellorId: sessionNotes.counsellorId })
      .from(sessionNotes)
      .where(eq(sessionNotes.appointmentId, id));
    expect(rows.map((row) => row.counsellorId).sort()).toEqual(
      [meera.counsellorId, arjun.counsellorId].sort(),
    );
    expect(await notesOf(meera)).toBe('MEERA: handed over');
  });

  it('does not open a moved request to its first counsellor when they wrote no notes on it', async () => {
    await send('POST', `/api/admin/appointments/${id}/counsellor`, admin, {
      counsellorId: arjun.counsellorId,
    });
    expect((await send('GET', notesUrl(), meera)).statusCode).toBe(404);
    expect((await send('PUT', notesUrl(), meera, { notes: 'new' })).statusCode).toBe(404);
  });

  it("answers a counsellor's accept and cancel with the client's first name only; an admin gets the contact details", async () => {
    for (const status of ['accepted', 'cancelled'] as const) {
      const decided = await send('POST', `/api/appointments/${id}`, meera, { status });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(decided.json<{ appointment: { userId: unknown } }>().appointment.userId).toEqual({
        firstName: 'Asha',
      });
      expect(decided.body).not.toContain(asha.email);
      expect(decided.body).not.toContain(phone);
    }
    await bookAndPay(t, asha, { date: MONDAY, slot: 12, counsellorId: meera.counsellorId });
    const [second] = (await send('GET', '/api/counsellor/appointments', meera))
      .json<{ _id: string; status: string }[]>()
      .filter((row) => row.status === 'pending');
    const rejected = await send('POST', `/api/appointments/${second?._id ?? ''}`, meera, {
      status: 'rejected',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.body).not.toContain(asha.email);

    await bookAndPay(t, asha, { date: MONDAY, slot: 14, counsellorId: meera.counsellorId });
    const [third] = (await send('GET', '/api/counsellor/appointments', meera))
      .json<{ _id: string; status: string }[]>()
      .filter((row) => row.status === 'pending');
    const byAdmin = await send('POST', `/api/appointments/${third?._id ?? ''}`, admin, {
      status: 'accepted',
    });
    expect(byAdmin.json<{ appointment: { userId: unknown } }>().appointment.userId).toEqual({
      firstName: 'Asha',
      email: asha.email,
      phone,
    });
  });
});
