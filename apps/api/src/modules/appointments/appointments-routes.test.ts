import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, payments, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { bookAndPay, createClock, createMailbox, createOrder } from './appointments-test-kit.ts';

// Saturday 21 November 2026, 10:30 in India.
const clock = createClock('2026-11-21T05:00:00.000Z');
const mailbox = createMailbox();
const anyString: unknown = expect.any(String);

describe('appointment routes', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  let ravi: TestUser;

  beforeAll(async () => {
    t = await createTestApp(
      { MAIL_FROM: 'Sukoon <care@sukoon.test>' },
      { now: clock.now, mailer: mailbox.mailer },
    );
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set('2026-11-21T05:00:00.000Z');
    mailbox.failWith = null;
    asha = await createUserWithToken(t, 'user', { firstName: 'Asha' });
    ravi = await createUserWithToken(t, 'user', { firstName: 'Ravi' });
  });

  const get = (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  const post = (url: string, payload: object, user?: TestUser) =>
    t.app.inject({ method: 'POST', url, payload, headers: user?.headers ?? {} });
  const idOf = async (date: string, slot: number) => {
    const rows = await t.database.db.select().from(appointments).where(eq(appointments.date, date));
    const row = rows.find((r) => r.slot === slot && r.status !== 'expired');
    if (!row) throw new Error(`no appointment on ${date} ${slot}`);
    return row.id;
  };

  describe('GET /api/appointments/get', () => {
    it('needs a signed-in user', async () => {
      expect((await get('/api/appointments/get')).statusCode).toBe(401);
    });

    it('tells a user only the date and slot of taken slots in the window, holds included', async () => {
      await bookAndPay(t, asha, { date: '2026-11-22', slot: 10 });
      await createOrder(t, ravi, { date: '2026-11-22', slot: 11 });
      // Ravi's own unpaid hold is his to pay for, not taken (decision 003); Asha sees it taken.
      expect((await get('/api/appointments/get', ravi)).json<object[]>()).not.toContainEqual({
        date: '2026-11-22',
        slot: 11,
      });
      const res = await get('/api/appointments/get', asha);
      expect(res.statusCode).toBe(200);
      const taken = res.json<object[]>();
      expect(taken).toEqual(
        expect.arrayContaining([
          { date: '2026-11-22', slot: 10 },
          { date: '2026-11-22', slot: 11 },
        ]),
      );
      for (const entry of taken) expect(Object.keys(entry).sort()).toEqual(['date', 'slot']);
      expect(res.body).not.toContain(asha.email);
      expect(res.body).not.toContain('stress');
      // A hold whose 15 minutes ran out frees the slot at once, even before anyone releases it.
      clock.advanceMinutes(16);
      const later = (await get('/api/appointments/get', asha)).json<object[]>();
      expect(later).toContainEqual({ date: '2026-11-22', slot: 10 });
      expect(later).not.toContainEqual({ date: '2026-11-22', slot: 11 });
    });

    it('gives an admin every paid request with the client and their phone, newest date first, never unpaid holds', async () => {
      const raviPhone = `9${Date.now().toString().slice(-9)}`;
      await t.database.db.update(users).set({ phone: raviPhone }).where(eq(users.id, ravi.id));
      await bookAndPay(t, asha, { date: '2026-11-23', slot: 15 });
      await bookAndPay(t, ravi, { date: '2026-11-28', slot: 9 });
      await bookAndPay(t, ravi, { date: '2026-11-23', slot: 12 });
      await createOrder(t, asha, { date: '2026-11-28', slot: 10 });
      const res = await get('/api/appointments/get', admin);
      expect(res.statusCode).toBe(200);
      const list = res.json<{ date: string; slot: number; status: string; userId: object }[]>();
      const mine = list.filter((a) => ['2026-11-23', '2026-11-28'].includes(a.date));
      expect(mine.map((a) => [a.date, a.slot])).toEqual([
        ['2026-11-28', 9],
        ['2026-11-23', 12],
        ['2026-11-23', 15],
      ]);
      expect(mine[0]).toEqual({
        _id: anyString,
        userId: { firstName: 'Ravi', email: ravi.email, phone: raviPhone },
        date: '2026-11-28',
        slot: 9,
        reason: 'I would like to talk about stress at work.',
        status: 'pending',
        refunded: false,
        counsellor: null,
        createdAt: anyString,
      });
      expect(mine[2]?.userId).toEqual({ firstName: 'Asha', email: asha.email, phone: null });
      expect(list.every((a) => a.status !== 'awaiting_payment')).toBe(true);
    });
  });

  describe('POST /api/appointments/book', () => {
    it('confirms the caller’s paid request', async () => {
      await bookAndPay(t, asha, { date: '2026-11-24', slot: 14 });
      const res = await post('/api/appointments/book', { date: '2026-11-24', slot: 14, reason: 'x' }, asha);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Appointment booking requested successfully',
        appointment: { date: '2026-11-24', slot: 14, status: 'pending' },
      });
    });

    it('answers 409 when the slot is someone else’s and 400 without a payment', async () => {
      await bookAndPay(t, asha, { date: '2026-11-24', slot: 16 });
      const taken = await post('/api/appointments/book', { date: '2026-11-24', slot: 16, reason: 'x' }, ravi);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ message: 'Appointment already exists' });
      await createOrder(t, ravi, { date: '2026-11-24', slot: 17 });
      const unpaid = await post(
        '/api/appointments/book',
        { date: '2026-11-24', slot: 17, reason: 'x' },
        ravi,
      );
      expect(unpaid.statusCode).toBe(400);
      expect(unpaid.json()).toMatchObject({ message: 'Payment not completed for this slot.' });
      const nothing = await post('/api/appointments/book', { date: '2026-11-24', slot: 18 }, ravi);
      expect(nothing.statusCode).toBe(400);
      expect((await post('/api/appointments/book', { date: '2026-11-24', slot: 8 }, ravi)).statusCode).toBe(
        400,
      );
      expect((await post('/api/appointments/book', { date: '2026-11-24', slot: 16 })).statusCode).toBe(401);
    });
  });

  describe('POST /api/appointments/:id (admin)', () => {
    it('is for admins only', async () => {
      await bookAndPay(t, asha, { date: '2026-11-25', slot: 9 });
      const id = await idOf('2026-11-25', 9);
      expect((await post(`/api/appointments/${id}`, { status: 'accepted' })).statusCode).toBe(401);
      expect((await post(`/api/appointments/${id}`, { status: 'accepted' }, asha)).statusCode).toBe(403);
      expect((await post(`/api/appointments/${id}`, { status: 'maybe' }, admin)).statusCode).toBe(400);
      expect((await post('/api/appointments/not-an-id', { status: 'accepted' }, admin)).statusCode).toBe(404);
      const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
      expect(row?.status).toBe('pending');
    });

    it('accepts a pending request once and e-mails a calendar invitation', async () => {
      await bookAndPay(t, asha, { date: '2026-11-25', slot: 10 });
      const id = await idOf('2026-11-25', 10);
      const res = await post(`/api/appointments/${id}`, { status: 'accepted' }, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ appointment: { _id: id, status: 'accepted' } });
      const again = await post(`/api/appointments/${id}`, { status: 'rejected' }, admin);
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toMatch(/already accepted/);

      const mails = await mailbox.waitFor(asha.email, 2);
      const accepted = mails.find((mail) => /confirmed/.test(mail.subject));
      expect(accepted?.html).toContain('Sukoon');
      const invite = accepted?.attachments?.[0];
      expect(invite?.contentType).toMatch(/^text\/calendar/);
      const ics = invite?.content ?? '';
      expect(ics).toContain('METHOD:REQUEST\r\n');
      // 10:00–11:00 IST on 25 November is 04:30–05:30 UTC.
      expect(ics).toContain('DTSTART:20261125T043000Z\r\n');
      expect(ics).toContain('DTEND:20261125T053000Z\r\n');
      const unfolded = ics.replace(/\r\n /g, '');
      expect(unfolded).toContain(`RSVP=FALSE:mailto:${asha.email}\r\n`);
      expect(unfolded).toContain('ORGANIZER;CN="Sukoon":mailto:care@sukoon.test\r\n');
      expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      const mine = (await get('/api/appointments/mine', asha)).json<{ status: string; slot: number }[]>();
      expect(mine.find((a) => a.slot === 10)?.status).toBe('accepted');
    });

    it('rejects a pending request, refunds its payment and frees the slot', async () => {
      await bookAndPay(t, asha, { date: '2026-11-25', slot: 11 });
      const id = await idOf('2026-11-25', 11);
      const res = await post(`/api/appointments/${id}`, { status: 'rejected' }, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ appointment: { status: 'rejected', refunded: true } });
      const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
      const [payment] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, row?.paymentId ?? ''));
      expect(payment?.status).toBe('refunded');
      expect(payment?.providerRefundId).toMatch(/^rfnd_sim_/);
      expect(payment?.refundedAt).not.toBeNull();
      const mails = await mailbox.waitFor(asha.email, 2);
      expect(mails.find((mail) => /request/i.test(mail.subject) && /refunded/.test(mail.text))).toBeDefined();
      const mine = (await get('/api/appointments/mine', asha)).json<{ status: string; slot: number }[]>();
      expect(mine.find((a) => a.slot === 11)).toMatchObject({ status: 'refunded', refundStatus: 'refunded' });
      expect((await post(`/api/appointments/${id}`, { status: 'rejected' }, admin)).statusCode).toBe(409);
      // The slot is free again.
      expect((await createOrder(t, ravi, { date: '2026-11-25', slot: 11 })).statusCode).toBe(200);
    });

    it('keeps a decision when its e-mail cannot be sent', async () => {
      await bookAndPay(t, asha, { date: '2026-11-25', slot: 12 });
      const id = await idOf('2026-11-25', 12);
      mailbox.failWith = new Error('SMTP is down');
      const res = await post(`/api/appointments/${id}`, { status: 'accepted' }, admin);
      expect(res.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
      expect(row?.status).toBe('accepted');
    });
  });

  describe('GET /api/appointments/mine', () => {
    it('lists only the caller’s paid requests', async () => {
      await bookAndPay(t, asha, { date: '2026-11-26', slot: 19 });
      await createOrder(t, asha, { date: '2026-11-26', slot: 20 });
      await bookAndPay(t, ravi, { date: '2026-11-26', slot: 18 });
      const res = await get('/api/appointments/mine', asha);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          _id: anyString,
          date: '2026-11-26',
          slot: 19,
          reason: 'I would like to talk about stress at work.',
          status: 'pending',
          counsellor: null,
          createdAt: anyString,
        },
      ]);
      expect((await get('/api/appointments/mine')).statusCode).toBe(401);
    });
  });
});
