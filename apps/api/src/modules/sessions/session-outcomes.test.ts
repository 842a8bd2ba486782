import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  SESSION_MESSAGES,
  type AdminFeedback,
  type ClientAppointment,
  type CounsellorAppointment,
} from '@sukoon/contract';
import { appointmentOutcomes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { bookAndPay, createClock } from '../appointments/appointments-test-kit.ts';
import {
  createCounsellor,
  deactivateAllCounsellors,
  type TestCounsellor,
} from '../appointments/counsellor-test-kit.ts';
import { appointmentIdOf, decide } from './session-test-kit.ts';

// Saturday 21 November 2026, 10:30 in India; the Sunday 10:00 IST session ends at 05:30 UTC.
const SATURDAY = '2026-11-21T05:00:00.000Z';
const SUNDAY = '2026-11-22';
const clock = createClock(SATURDAY);

describe('after a session', () => {
  let t: TestApp;
  let admin: TestUser;
  let meera: TestCounsellor;
  let arjun: TestCounsellor;
  let asha: TestUser;
  let ravi: TestUser;
  let sessionId: string;

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set(SATURDAY);
    await deactivateAllCounsellors(t);
    meera = await createCounsellor(t, { firstName: 'Meera' });
    arjun = await createCounsellor(t, { firstName: 'Arjun' });
    asha = await createUserWithToken(t, 'user', { firstName: 'Asha' });
    ravi = await createUserWithToken(t, 'user', { firstName: 'Ravi' });
    await bookAndPay(t, asha, { date: SUNDAY, slot: 10, counsellorId: meera.counsellorId });
    sessionId = await appointmentIdOf(t, asha);
  });

  const post = (user: TestUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload });
  const outcome = (user: TestUser, value: string, id = sessionId) =>
    post(user, `/api/appointments/${id}/outcome`, { outcome: value });
  const feedback = (user: TestUser, payload: object, id = sessionId) =>
    post(user, `/api/appointments/${id}/feedback`, payload);
  const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });

  it('is marked completed or not attended by its counsellor or an admin, once it has ended', async () => {
    expect((await decide(t, meera, sessionId, 'accepted')).statusCode).toBe(200);

    clock.set('2026-11-22T05:29:00.000Z');
    const early = await outcome(meera, 'completed');
    expect(early.statusCode).toBe(409);
    expect(message(early)).toBe(SESSION_MESSAGES.outcomeBeforeEnd);

    clock.set('2026-11-22T05:30:00.000Z');
    const desk = async () =>
      (await get(meera, '/api/counsellor/appointments')).json<CounsellorAppointment[]>()[0]?.outcome;
    expect(await desk()).toBeUndefined();
    const done = await outcome(meera, 'completed');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      message: SESSION_MESSAGES.completed,
      appointmentId: sessionId,
      outcome: 'completed',
    });
    expect(await desk()).toBe('completed');
    // A slip is corrected by marking again; an admin may too.
    expect((await outcome(admin, 'no_show')).json()).toMatchObject({ outcome: 'no_show' });
    expect(await desk()).toBe('no_show');
    const rows = await t.database.db
      .select()
      .from(appointmentOutcomes)
      .where(eq(appointmentOutcomes.appointmentId, sessionId));
    expect(rows).toEqual([expect.objectContaining({ outcome: 'no_show', markedBy: admin.id })]);

    expect((await outcome(arjun, 'completed')).statusCode).toBe(404);
    expect((await outcome(asha, 'completed')).statusCode).toBe(403);
    expect((await outcome(meera, 'attended')).statusCode).toBe(400);
    expect((await outcome(meera, 'completed', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/appointments/${sessionId}/outcome`,
          payload: { outcome: 'completed' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('cannot be marked when it was never accepted', async () => {
    expect((await decide(t, meera, sessionId, 'rejected')).statusCode).toBe(200);
    clock.set('2026-11-22T06:00:00.000Z');
    const res = await outcome(meera, 'completed');
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(SESSION_MESSAGES.outcomeNotAccepted('rejected'));
  });

  it('gets feedback from its client once, after it has ended, which admins see per counsellor', async () => {
    expect((await decide(t, meera, sessionId, 'accepted')).statusCode).toBe(200);
    clock.set('2026-11-22T05:00:00.000Z');
    const early = await feedback(asha, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(message(early)).toBe(SESSION_MESSAGES.feedbackBeforeEnd);

    clock.set('2026-11-22T06:00:00.000Z');
    expect((await feedback(asha, { rating: 6 })).statusCode).toBe(400);
    expect((await feedback(asha, { rating: 2.5 })).statusCode).toBe(400);
    expect((await feedback(asha, { comment: 'no rating' })).statusCode).toBe(400);
    expect((await feedback(ravi, { rating: 1 })).statusCode).toBe(404);
    expect((await feedback(meera, { rating: 5 })).statusCode).toBe(403);
    expect((await feedback(admin, { rating: 5 })).statusCode).toBe(403);

    const mineBefore = (await get(asha, '/api/appointments/mine')).json<ClientAppointment[]>();
    expect(mineBefore[0]?.feedbackGiven).toBeUndefined();
    const given = await feedback(asha, { rating: 4, comment: '  She listened.  ' });
    expect(given.statusCode, given.body).toBe(200);
    const mineAfter = (await get(asha, '/api/appointments/mine')).json<ClientAppointment[]>();
    expect(mineAfter[0]).toMatchObject({ status: 'accepted', feedbackGiven: true });
    expect(message(given)).toBe(SESSION_MESSAGES.feedbackThanks);
    const again = await feedback(asha, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(SESSION_MESSAGES.feedbackTwice);

    const list = async (query = '') =>
      t.app.inject({ method: 'GET', url: `/api/admin/feedback${query}`, headers: admin.headers });
    const mine = (await list(`?counsellorId=${meera.counsellorId}`)).json<AdminFeedback[]>();
    expect(mine).toEqual([
      {
        appointmentId: sessionId,
        counsellor: { _id: meera.counsellorId, firstName: 'Meera', lastName: 'Rao' },
        clientFirstName: 'Asha',
        date: SUNDAY,
        slot: 10,
        rating: 4,
        comment: 'She listened.',
        createdAt: '2026-11-22T06:00:00.000Z',
      },
    ]);
    expect(JSON.stringify(mine)).not.toContain(asha.email);
    expect((await list(`?counsellorId=${arjun.counsellorId}`)).json()).toEqual([]);
    expect((await list()).json<AdminFeedback[]>().map((row) => row.appointmentId)).toContain(sessionId);
    expect((await list('?counsellorId=nope')).statusCode).toBe(400);
    for (const user of [asha, meera]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/feedback', headers: user.headers })).statusCode,
      ).toBe(403);
    }
  });

  it('gets no feedback when it was not accepted', async () => {
    expect((await decide(t, meera, sessionId, 'rejected')).statusCode).toBe(200);
    clock.set('2026-11-22T06:00:00.000Z');
    const res = await feedback(asha, { rating: 3 });
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(SESSION_MESSAGES.feedbackNotAccepted('rejected'));
  });
});
