import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { APPOINTMENT_MESSAGES } from '@sukoon/contract';
import { appointments, payments, sensitiveReads } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { bookAndPay, createClock } from './appointments-test-kit.ts';
import { createCounsellor, deactivateAllCounsellors, type TestCounsellor } from './counsellor-test-kit.ts';
import { appointmentIdOf, decide } from '../sessions/session-test-kit.ts';
import { cancelAccepted } from './appointments-repository.ts';

// Saturday 21 November 2026, 10:30 in India; the Sunday 10:00 IST session runs 04:30–05:30 UTC.
const SATURDAY = '2026-11-21T05:00:00.000Z';
const SUNDAY = '2026-11-22';
const clock = createClock(SATURDAY);

describe('cancelling an accepted session: its counsellor before the start, an admin after with a reason', () => {
  let t: TestApp;
  let admin: TestUser;
  let meera: TestCounsellor;
  let asha: TestUser;
  let id: string;

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set(SATURDAY);
    await deactivateAllCounsellors(t);
    meera = await createCounsellor(t, { firstName: 'Meera' });
    asha = await createUserWithToken(t, 'user', { firstName: 'Asha' });
    await bookAndPay(t, asha, { date: SUNDAY, slot: 10, counsellorId: meera.counsellorId });
    id = await appointmentIdOf(t, asha);
    expect((await decide(t, meera, id, 'accepted')).statusCode).toBe(200);
  });

  const post = (user: TestUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload });
  const cancel = (user: TestUser, reason?: string) =>
    post(user, `/api/appointments/${id}`, {
      status: 'cancelled',
      ...(reason === undefined ? {} : { reason }),
    });
  const state = async () => {
    const [row] = await t.database.db
      .select({ status: appointments.status, payment: payments.status })
      .from(appointments)
      .innerJoin(payments, eq(payments.id, appointments.paymentId))
      .where(eq(appointments.id, id));
    return row;
  };
  const lateRefunds = () =>
    t.database.db
      .select({
        readerId: sensitiveReads.readerId,
        subjectId: sensitiveReads.subjectId,
        note: sensitiveReads.note,
      })
      .from(sensitiveReads)
      .where(and(eq(sensitiveReads.appointmentId, id), eq(sensitiveReads.kind, 'late_refund')));

  it('lets the counsellor cancel and refund before the start, as the spec does', async () => {
    clock.set('2026-11-22T04:29:00.000Z');
    const cancelled = await cancel(meera);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await state()).toEqual({ status: 'cancelled', payment: 'refunded' });
  });

  it('refuses the counsellor once the session has started, and after it ended with an outcome; the payment stays paid', async () => {
    clock.set('2026-11-22T04:30:00.000Z');
    const started = await cancel(meera);
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({ message: APPOINTMENT_MESSAGES.cancelTooLate });
    expect(await state()).toEqual({ status: 'accepted', payment: 'paid' });
    // The statement itself holds the rule too, whatever checked before it.
    expect(await cancelAccepted(t.database.db, id, clock.now(), { onlyBefore: clock.now() })).toBeUndefined();
    expect(await state()).toEqual({ status: 'accepted', payment: 'paid' });

    clock.set('2026-11-23T06:00:00.000Z');
    expect((await post(meera, `/api/appointments/${id}/outcome`, { outcome: 'completed' })).statusCode).toBe(
      200,
    );
    expect((await post(asha, `/api/appointments/${id}/feedback`, { rating: 5 })).statusCode).toBe(200);
    const delivered = await cancel(meera, 'the client asked');
    expect(delivered.statusCode).toBe(409);
    expect(await state()).toEqual({ status: 'accepted', payment: 'paid' });
    // In Hindi and Marathi too.
    for (const locale of ['hi', 'mr']) {
      const translated = await t.app.inject({
        method: 'POST',
        url: `/api/appointments/${id}`,
        headers: { ...meera.headers, 'accept-language': locale },
        payload: { status: 'cancelled' },
      });
      expect(translated.json<{ message: string }>().message).toMatch(/[\u0900-\u097f]/);
    }
  });

  it('lets an admin refund a session that has started only with a reason, kept on the audit trail', async () => {
    clock.set('2026-11-23T06:00:00.000Z');
    expect((await post(meera, `/api/appointments/${id}/outcome`, { outcome: 'completed' })).statusCode).toBe(
      200,
    );
    const bare = await cancel(admin);
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ message: string }>().message).toMatch(/^reason: /);
    expect((await cancel(admin, '   ')).statusCode).toBe(400);
    expect(await state()).toEqual({ status: 'accepted', payment: 'paid' });
    expect(await lateRefunds()).toEqual([]);

    const refunded = await cancel(admin, 'The counsellor could not join; the client waited 40 minutes.');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ message: APPOINTMENT_MESSAGES.cancelled });
    expect(await state()).toEqual({ status: 'cancelled', payment: 'refunded' });
    expect(await lateRefunds()).toEqual([
      {
        readerId: admin.id,
        subjectId: asha.id,
        note: 'The counsellor could not join; the client waited 40 minutes.',
      },
    ]);
  });

  it('lets an admin cancel before the start without a reason, as the spec does', async () => {
    const cancelled = await cancel(admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await state()).toEqual({ status: 'cancelled', payment: 'refunded' });
    expect(await lateRefunds()).toEqual([]);
  });
});
