import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, COUNSELLOR_MESSAGES, defaultWeeklyHours } from '@sukoon/contract';
import { and, eq } from 'drizzle-orm';
import { appointments, payments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { bookAndPay, createClock, createMailbox, createOrder } from './appointments-test-kit.ts';
import {
  createCounsellor,
  deactivateAllCounsellors,
  deactivateCounsellor,
  type TestCounsellor,
} from './counsellor-test-kit.ts';

// Saturday 21 November 2026, 10:30 in India; Sunday the 22nd is bookable all day.
const clock = createClock('2026-11-21T05:00:00.000Z');
const mailbox = createMailbox();
const SUNDAY = '2026-11-22';

interface Appointment {
  _id: string;
  date: string;
  slot: number;
  status: string;
  counsellor: { _id: string; slug: string; firstName: string } | null;
}

describe('booking with counsellors', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  let ravi: TestUser;
  let kiran: TestUser;
  let meera: TestCounsellor;
  let arjun: TestCounsellor;

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now, mailer: mailbox.mailer });
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set('2026-11-21T05:00:00.000Z');
    // Each test sets up its own practice: the counsellors of earlier tests take no new bookings.
    await deactivateAllCounsellors(t);
    meera = await createCounsellor(t, { firstName: 'Meera' });
    arjun = await createCounsellor(t, { firstName: 'Arjun' });
    asha = await createUserWithToken(t, 'user', { firstName: 'Asha' });
    ravi = await createUserWithToken(t, 'user', { firstName: 'Ravi' });
    kiran = await createUserWithToken(t, 'user', { firstName: 'Kiran' });
  });

  const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.headers });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, user: TestUser) =>
    t.app.inject({ method, url, payload, headers: user.headers });
  const mine = async (user: TestUser) => (await get('/api/appointments/mine', user)).json<Appointment[]>();
  const onlyAppointment = async (user: TestUser) => {
    const [appointment] = await mine(user);
    if (!appointment) throw new Error('no appointment');
    return appointment;
  };
  const takenHours = async (user: TestUser, query = '') =>
    (await get(`/api/appointments/get${query}`, user)).json<{ date: string; slot: number }[]>();

  it('books the counsellor the client chose, and shows who the session is with', async () => {
    await bookAndPay(t, asha, { date: SUNDAY, slot: 10, counsellorId: arjun.counsellorId });
    const booked = await onlyAppointment(asha);
    expect(booked.counsellor).toEqual({
      _id: arjun.counsellorId,
      slug: arjun.slug,
      firstName: 'Arjun',
      lastName: 'Rao',
      title: 'Counselling Psychologist',
      photo: null,
    });
    const confirmed = await send(
      'POST',
      '/api/appointments/book',
      { date: SUNDAY, slot: 10, counsellorId: arjun.counsellorId },
      asha,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ appointment: Appointment }>().appointment.counsellor?._id).toBe(
      arjun.counsellorId,
    );
    const elsewhere = await send(
      'POST',
      '/api/appointments/book',
      { date: SUNDAY, slot: 10, counsellorId: meera.counsellorId },
      asha,
    );
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json<{ message: string }>().message).toMatch(/^counsellorId: /);
    // The same hour with the other counsellor is still free for someone else.
    await bookAndPay(t, ravi, { date: SUNDAY, slot: 10, counsellorId: meera.counsellorId });
    expect((await onlyAppointment(ravi)).counsellor?._id).toBe(meera.counsellorId);
    // The admin sees who each session is with, and can list one counsellor's.
    const ofArjun = (await get(`/api/appointments/get?counsellorId=${arjun.counsellorId}`, admin)).json<
      Appointment[]
    >();
    expect(ofArjun.map((row) => row._id)).toEqual([booked._id]);
    expect(ofArjun[0]?.counsellor?.firstName).toBe('Arjun');
  });

  it('gives "any available counsellor" bookings of one hour to different counsellors, and refuses a third', async () => {
    await bookAndPay(t, asha, { date: SUNDAY, slot: 11 });
    await bookAndPay(t, ravi, { date: SUNDAY, slot: 11 });
    const held = [
      (await onlyAppointment(asha)).counsellor?._id,
      (await onlyAppointment(ravi)).counsellor?._id,
    ];
    expect(held.sort()).toEqual([meera.counsellorId, arjun.counsellorId].sort());
    const third = await createOrder(t, kiran, { date: SUNDAY, slot: 11 });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ message: APPOINTMENT_MESSAGES.alreadyExists });
  });

  it('gives three clients asking for one hour at once two counsellors and one refusal', async () => {
    const answers = await Promise.all(
      [asha, ravi, kiran].map((client) => createOrder(t, client, { date: SUNDAY, slot: 14 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409]);
    const rows = await t.database.db
      .select({ counsellorId: appointments.counsellorId })
      .from(appointments)
      .where(
        and(
          eq(appointments.date, SUNDAY),
          eq(appointments.slot, 14),
          eq(appointments.status, 'awaiting_payment'),
        ),
      );
    expect(rows.map((row) => row.counsellorId).sort()).toEqual(
      [meera.counsellorId, arjun.counsellorId].sort(),
    );
  });

  it('assigns "any" fairly: the counsellor given a session least recently comes first', async () => {
    await bookAndPay(t, asha, { date: SUNDAY, slot: 12 });
    const first = (await onlyAppointment(asha)).counsellor?._id;
    await bookAndPay(t, ravi, { date: SUNDAY, slot: 15 });
    const second = (await onlyAppointment(ravi)).counsellor?._id;
    expect(second).not.toBe(first);
  });

  it('lists an hour as taken only when every counsellor is taken then', async () => {
    await bookAndPay(t, asha, { date: SUNDAY, slot: 13, counsellorId: meera.counsellorId });
    expect(await takenHours(kiran)).not.toContainEqual({ date: SUNDAY, slot: 13 });
    expect(await takenHours(kiran, `?counsellorId=${meera.counsellorId}`)).toContainEqual({
      date: SUNDAY,
      slot: 13,
    });
    expect(await takenHours(kiran, `?counsellorId=${arjun.counsellorId}`)).not.toContainEqual({
      date: SUNDAY,
      slot: 13,
    });
    // An unpaid hold counts too, while its 15 minutes last.
    expect((await createOrder(t, ravi, { date: SUNDAY, slot: 13 })).statusCode).toBe(200);
    const taken = await takenHours(kiran);
    expect(taken).toContainEqual({ date: SUNDAY, slot: 13 });
    for (const entry of taken) expect(Object.keys(entry).sort()).toEqual(['date', 'slot']);
    // Except to Ravi, who closed his checkout: the hour is still his to pay for, with Arjun.
    expect(await takenHours(ravi)).not.toContainEqual({ date: SUNDAY, slot: 13 });
    expect(await takenHours(ravi, `?counsellorId=${arjun.counsellorId}`)).not.toContainEqual({
      date: SUNDAY,
      slot: 13,
    });
    clock.advanceMinutes(16);
    expect(await takenHours(kiran)).not.toContainEqual({ date: SUNDAY, slot: 13 });
  });

  it("lists a counsellor's hours off as taken, and refuses a booking at one", async () => {
    const weekly = defaultWeeklyHours();
    weekly['0'] = [9, 10];
    const nila = await createCounsellor(t, { firstName: 'Nila', weeklyHours: weekly });
    const hers = await takenHours(kiran, `?counsellorId=${nila.counsellorId}`);
    expect(hers).toContainEqual({ date: SUNDAY, slot: 14 });
    expect(hers).not.toContainEqual({ date: SUNDAY, slot: 10 });
    const refused = await createOrder(t, kiran, {
      date: SUNDAY,
      slot: 14,
      counsellorId: nila.counsellorId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/does not see clients at this hour/);
  });

  it('refuses new bookings with a deactivated counsellor, who can still accept what they have', async () => {
    await bookAndPay(t, asha, { date: SUNDAY, slot: 16, counsellorId: meera.counsellorId });
    await deactivateCounsellor(t, meera);
    const refused = await createOrder(t, ravi, {
      date: SUNDAY,
      slot: 17,
      counsellorId: meera.counsellorId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: COUNSELLOR_MESSAGES.inactive });
    const unknown = await createOrder(t, ravi, {
      date: SUNDAY,
      slot: 17,
      counsellorId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(/^counsellorId: /);
    // "Any" now goes to Arjun only.
    await bookAndPay(t, ravi, { date: SUNDAY, slot: 17 });
    expect((await onlyAppointment(ravi)).counsellor?._id).toBe(arjun.counsellorId);
    const pending = await onlyAppointment(asha);
    const accepted = await send('POST', `/api/appointments/${pending._id}`, { status: 'accepted' }, meera);
    expect(accepted.statusCode).toBe(200);
    expect((await onlyAppointment(asha)).status).toBe('accepted');
  });

  it('lets a counsellor accept their own request, never another counsellor’s, and a client neither', async () => {
    await bookAndPay(t, asha, { date: SUNDAY, slot: 18, counsellorId: meera.counsellorId });
    const { _id: id } = await onlyAppointment(asha);
    const byArjun = await send('POST', `/api/appointments/${id}`, { status: 'accepted' }, arjun);
    expect(byArjun.statusCode).toBe(404);
    const byClient = await send('POST', `/api/appointments/${id}`, { status: 'accepted' }, ravi);
    expect(byClient.statusCode).toBe(403);
    expect((await onlyAppointment(asha)).status).toBe('pending');
    const byMeera = await send('POST', `/api/appointments/${id}`, { status: 'accepted' }, meera);
    expect(byMeera.statusCode).toBe(200);
    expect(byMeera.json<{ appointment: Appointment }>().appointment.counsellor?._id).toBe(meera.counsellorId);
    expect((await onlyAppointment(asha)).status).toBe('accepted');
  });

  it('lets a counsellor cancel their accepted session: refunded in full, the client told, the hour free again', async () => {
    await bookAndPay(t, asha, { date: '2026-11-24', slot: 11, counsellorId: meera.counsellorId });
    const { _id: id } = await onlyAppointment(asha);
    const early = await send('POST', `/api/appointments/${id}`, { status: 'cancelled' }, meera);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toMatch(/only an accepted session can be cancelled/);
    expect((await send('POST', `/api/appointments/${id}`, { status: 'accepted' }, meera)).statusCode).toBe(
      200,
    );
    expect((await send('POST', `/api/appointments/${id}`, { status: 'cancelled' }, arjun)).statusCode).toBe(
      404,
    );
    const cancelled = await send('POST', `/api/appointments/${id}`, { status: 'cancelled' }, meera);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: APPOINTMENT_MESSAGES.cancelled,
      appointment: { _id: id, status: 'cancelled' },
    });
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, row?.paymentId ?? ''));
    expect(payment?.status).toBe('refunded');
    const mails = await mailbox.waitFor(asha.email, 3);
    expect(
      mails.find((mail) => /cancelled/.test(mail.subject) && /refunded in full/.test(mail.text)),
    ).toBeDefined();
    expect(await onlyAppointment(asha)).toMatchObject({ status: 'cancelled', refundStatus: 'refunded' });
    expect((await send('POST', `/api/appointments/${id}`, { status: 'cancelled' }, meera)).statusCode).toBe(
      409,
    );
    // Meera's hour is free again.
    await bookAndPay(t, ravi, { date: '2026-11-24', slot: 11, counsellorId: meera.counsellorId });
  });

  it("shows a counsellor their own sessions with the client's first name only", async () => {
    await bookAndPay(t, asha, { date: SUNDAY, slot: 19, counsellorId: meera.counsellorId });
    await bookAndPay(t, ravi, { date: SUNDAY, slot: 19, counsellorId: arjun.counsellorId });
    await createOrder(t, kiran, { date: SUNDAY, slot: 20, counsellorId: meera.counsellorId });
    const desk = await get('/api/counsellor/appointments', meera);
    expect(desk.statusCode).toBe(200);
    expect(desk.json()).toEqual([
      {
        _id: (await onlyAppointment(asha))._id,
        date: SUNDAY,
        slot: 19,
        status: 'pending',
        reason: 'I would like to talk about stress at work.',
        userId: { firstName: 'Asha' },
        createdAt: expect.any(String) as unknown,
      },
    ]);
    expect(desk.body).not.toContain(asha.email);
    expect((await get('/api/counsellor/appointments', asha)).statusCode).toBe(403);
    expect((await get('/api/counsellor/appointments', admin)).statusCode).toBe(403);
  });

  it('keeps session notes for their author alone, admins included', async () => {
    await bookAndPay(t, asha, { date: '2026-11-23', slot: 9, counsellorId: meera.counsellorId });
    const url = `/api/counsellor/appointments/${(await onlyAppointment(asha))._id}/notes`;
    expect((await get(url, meera)).json()).toEqual({ notes: '', updatedAt: null });
    const saved = await send('PUT', url, { notes: 'Sleeps badly since the move.' }, meera);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      notes: 'Sleeps badly since the move.',
      updatedAt: clock.now().toISOString(),
    });
    expect((await get(url, meera)).json<{ notes: string }>().notes).toBe('Sleeps badly since the move.');
    for (const [who, status] of [
      [arjun, 404],
      [admin, 403],
      [asha, 403],
    ] as const) {
      const read = await get(url, who);
      expect(read.statusCode).toBe(status);
      expect(read.body).not.toContain('Sleeps badly');
      expect((await send('PUT', url, { notes: 'overwritten' }, who)).statusCode).toBe(status);
    }
    expect((await get(url, meera)).json<{ notes: string }>().notes).toBe('Sleeps badly since the move.');
  });

  it('moves a pending request to a free counsellor, and refuses a busy one or a decided request', async () => {
    const reassign = (id: string, counsellor: TestCounsellor) =>
      send(
        'POST',
        `/api/admin/appointments/${id}/counsellor`,
        { counsellorId: counsellor.counsellorId },
        admin,
      );
    await bookAndPay(t, asha, { date: '2026-11-23', slot: 10, counsellorId: meera.counsellorId });
    await bookAndPay(t, ravi, { date: '2026-11-23', slot: 10, counsellorId: arjun.counsellorId });
    const { _id: id } = await onlyAppointment(asha);
    const busy = await reassign(id, arjun);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ message: COUNSELLOR_MESSAGES.counsellorNotFree });
    const nila = await createCounsellor(t, { firstName: 'Nila' });
    const unknown = await send(
      'POST',
      `/api/admin/appointments/${id}/counsellor`,
      { counsellorId: '00000000-0000-4000-8000-000000000000' },
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    const moved = await reassign(id, nila);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: COUNSELLOR_MESSAGES.reassigned,
      appointment: { _id: id, counsellor: { _id: nila.counsellorId, firstName: 'Nila' } },
    });
    // Meera is free at that hour again; Nila now decides the request.
    expect(await takenHours(kiran, `?counsellorId=${meera.counsellorId}`)).not.toContainEqual({
      date: '2026-11-23',
      slot: 10,
    });
    expect((await send('POST', `/api/appointments/${id}`, { status: 'accepted' }, meera)).statusCode).toBe(
      404,
    );
    expect((await send('POST', `/api/appointments/${id}`, { status: 'accepted' }, nila)).statusCode).toBe(
      200,
    );
    const decided = await reassign(id, meera);
    expect(decided.statusCode).toBe(409);
    expect((await reassign(id, nila)).statusCode).toBe(409);
    // Only admins move requests.
    expect(
      (
        await send(
          'POST',
          `/api/admin/appointments/${id}/counsellor`,
          { counsellorId: meera.counsellorId },
          nila,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('lets a counsellor log in with the password of their account', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { emailorphone: meera.email, password: meera.password },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json<{ token: string }>();
    const desk = await t.app.inject({
      method: 'GET',
      url: '/api/counsellor/appointments',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(desk.statusCode).toBe(200);
  });
});
