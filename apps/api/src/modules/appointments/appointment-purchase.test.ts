import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appointments, payments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { createClock, createMailbox, createOrder, payOrder } from './appointments-test-kit.ts';
import { withOpenReasons } from '../../db/sealed-places.ts';

// Saturday 21 November 2026, 10:30 in India (05:00 UTC).
const clock = createClock('2026-11-21T05:00:00.000Z');
const mailbox = createMailbox();

describe('starting to pay for an appointment (POST /api/create, purpose appointment)', () => {
  let t: TestApp;
  let asha: TestUser;
  let ravi: TestUser;

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now, mailer: mailbox.mailer });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set('2026-11-21T05:00:00.000Z');
    asha = await createUserWithToken(t);
    ravi = await createUserWithToken(t);
  });

  const rowsOn = (date: string, slot: number) =>
    t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.date, date), eq(appointments.slot, slot)))
      .then(withOpenReasons);

  it('prices the appointment itself and holds the slot for 15 minutes', async () => {
    const res = await createOrder(t, asha, { date: '2026-11-23', slot: 10, amount: 1 } as never);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: 19900, currency: 'INR' });
    const [hold] = await rowsOn('2026-11-23', 10);
    expect(hold).toMatchObject({ userId: asha.id, status: 'awaiting_payment', paymentId: null });
    expect(hold?.holdExpiresAt?.toISOString()).toBe('2026-11-21T05:15:00.000Z');
  });

  it.each([
    ['yesterday', '2026-11-20', 15, 400, /^date: /],
    ['an hour that has begun today', '2026-11-21', 10, 400, /^slot: /],
    ['an hour earlier today', '2026-11-21', 9, 400, /^slot: /],
    ['a later hour today', '2026-11-21', 11, 200, null],
    ['today + 7', '2026-11-28', 20, 200, null],
    ['today + 8', '2026-11-29', 9, 400, /^date: /],
    ['not a date', '2026-02-30', 12, 400, /^date: must be a date/],
  ])('answers %s with %i', async (_label, date, slot, status, message) => {
    const res = await createOrder(t, asha, { date, slot });
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json<{ message: string }>().message).toMatch(message);
  });

  it('reads an ISO timestamp as its IST day', async () => {
    // 20:00 UTC on the 22nd is 01:30 on the 23rd in India.
    const res = await createOrder(t, asha, { date: '2026-11-22T20:00:00.000Z', slot: 14 });
    expect(res.statusCode).toBe(200);
    expect(await rowsOn('2026-11-23', 14)).toHaveLength(1);
  });

  it.each([8, 21, 9.5, '10', null])('refuses slot %j', async (slot) => {
    const res = await createOrder(t, asha, { date: '2026-11-24', slot });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^slot: /);
  });

  it('needs a reason of 1 to 1000 characters, trimmed', async () => {
    for (const reason of [undefined, '', '   ', 'x'.repeat(1001)]) {
      const res = await createOrder(t, asha, { date: '2026-11-24', slot: 12, reason });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^reason: /);
    }
    const ok = await createOrder(t, asha, { date: '2026-11-24', slot: 12, reason: '  Sleep troubles  ' });
    expect(ok.statusCode).toBe(200);
    expect((await rowsOn('2026-11-24', 12))[0]?.reason).toBe('Sleep troubles');
  });

  it('answers 409 to anyone else while the hold lasts, and reuses the holder’s own hold without extending it', async () => {
    const first = await createOrder(t, asha, { date: '2026-11-25', slot: 16 });
    expect(first.statusCode).toBe(200);
    const other = await createOrder(t, ravi, { date: '2026-11-25', slot: 16 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: 'Appointment already exists' });
    clock.advanceMinutes(5);
    const again = await createOrder(t, asha, { date: '2026-11-25', slot: 16, reason: 'Second thoughts' });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ orderId: string }>().orderId).toBe(first.json<{ orderId: string }>().orderId);
    const rows = await rowsOn('2026-11-25', 16);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'Second thoughts', status: 'awaiting_payment' });
    // Renewed, but still 15 minutes from when it was first taken.
    expect(rows[0]?.holdExpiresAt?.toISOString()).toBe('2026-11-21T05:15:00.000Z');
  });

  it('shows a closed checkout’s hour as free to its holder, and taken to everyone else', async () => {
    expect((await createOrder(t, asha, { date: '2026-11-26', slot: 11 })).statusCode).toBe(200);
    const takenFor = async (user: TestUser) =>
      (await t.app.inject({ method: 'GET', url: '/api/appointments/get', headers: user.headers })).json<
        { date: string; slot: number }[]
      >();
    expect(await takenFor(asha)).not.toContainEqual({ date: '2026-11-26', slot: 11 });
    expect(await takenFor(ravi)).toContainEqual({ date: '2026-11-26', slot: 11 });
    // Choosing it again pays for the same hold.
    expect((await createOrder(t, asha, { date: '2026-11-26', slot: 11 })).statusCode).toBe(200);
  });

  it('never keeps a hold past 15 minutes from when it was first taken, however often it is renewed', async () => {
    expect((await createOrder(t, asha, { date: '2026-11-25', slot: 17 })).statusCode).toBe(200);
    for (let minute = 4; minute <= 14; minute += 5) {
      clock.set(`2026-11-21T05:${String(minute).padStart(2, '0')}:00.000Z`);
      expect((await createOrder(t, asha, { date: '2026-11-25', slot: 17 })).statusCode).toBe(200);
    }
    clock.set('2026-11-21T05:16:00.000Z');
    expect((await createOrder(t, ravi, { date: '2026-11-25', slot: 17 })).statusCode).toBe(200);
    const rows = await rowsOn('2026-11-25', 17);
    expect(rows.find((row) => row.userId === asha.id)?.status).toBe('expired');
  });

  it('lets one person hold at most two unpaid slots at once', async () => {
    for (const slot of [9, 10]) {
      expect((await createOrder(t, asha, { date: '2026-11-22', slot })).statusCode).toBe(200);
    }
    const third = await createOrder(t, asha, { date: '2026-11-22', slot: 11 });
    expect(third.statusCode).toBe(409);
    expect(third.json<{ message: string }>().message).toMatch(
      /^One person can hold at most 2 unpaid slots at a time/,
    );
    // Renewing one of the two is fine, and so is a third once the others run out.
    expect((await createOrder(t, asha, { date: '2026-11-22', slot: 10 })).statusCode).toBe(200);
    clock.advanceMinutes(16);
    expect((await createOrder(t, asha, { date: '2026-11-22', slot: 11 })).statusCode).toBe(200);
  });

  it('lets one network address hold at most four unpaid slots at once, whatever the accounts', async () => {
    const sharedAddress = '203.0.113.7';
    const meena = await createUserWithToken(t);
    const held = [
      [asha, 9],
      [asha, 10],
      [ravi, 11],
      [ravi, 12],
    ] as const;
    for (const [user, slot] of held) {
      expect((await createOrder(t, user, { date: '2026-11-28', slot }, sharedAddress)).statusCode).toBe(200);
    }
    const fifth = await createOrder(t, meena, { date: '2026-11-28', slot: 13 }, sharedAddress);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json<{ message: string }>().message).toMatch(
      /^At most 4 unpaid slots can be held from one network at a time/,
    );
    // Another address is not held back, and the renewal of a hold from this one still works.
    expect((await createOrder(t, meena, { date: '2026-11-28', slot: 13 })).statusCode).toBe(200);
    expect((await createOrder(t, asha, { date: '2026-11-28', slot: 9 }, sharedAddress)).statusCode).toBe(200);
    clock.advanceMinutes(16);
    expect((await createOrder(t, meena, { date: '2026-11-28', slot: 14 }, sharedAddress)).statusCode).toBe(
      200,
    );
  });

  it('releases a hold whose 15 minutes ran out when someone else books the slot', async () => {
    expect((await createOrder(t, asha, { date: '2026-11-26', slot: 18 })).statusCode).toBe(200);
    clock.advanceMinutes(15);
    // At exactly 15 minutes the hold still stands.
    expect((await createOrder(t, ravi, { date: '2026-11-26', slot: 18 })).statusCode).toBe(409);
    clock.advanceMinutes(1);
    expect((await createOrder(t, ravi, { date: '2026-11-26', slot: 18 })).statusCode).toBe(200);
    const rows = await rowsOn('2026-11-26', 18);
    expect(rows.map((row) => [row.userId, row.status]).sort()).toEqual(
      [
        [asha.id, 'expired'],
        [ravi.id, 'awaiting_payment'],
      ].sort(),
    );
  });

  it('turns a paid hold into a pending request and e-mails the client after commit', async () => {
    const order = await createOrder(t, asha, { date: '2026-11-27', slot: 9 });
    const verified = await payOrder(t, asha, order.json<{ orderId: string }>().orderId);
    expect(verified.statusCode).toBe(200);
    const [row] = await rowsOn('2026-11-27', 9);
    expect(row).toMatchObject({ status: 'pending', holdExpiresAt: null });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, row?.paymentId ?? ''));
    expect(payment).toMatchObject({ status: 'paid', appointmentId: row?.id });
    const again = await createOrder(t, asha, { date: '2026-11-27', slot: 9 });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already booked this slot/);
    const [mail] = await mailbox.waitFor(asha.email);
    expect(mail?.subject).toMatch(/appointment request/i);
    expect(mail?.text).toContain('Friday, 27 Nov 2026, 9 AM to 10 AM');
  });

  it('refunds a hold paid after its 15 minutes when someone else took the slot meanwhile', async () => {
    const order = await createOrder(t, asha, { date: '2026-11-27', slot: 11 });
    const orderId = order.json<{ orderId: string }>().orderId;
    clock.advanceMinutes(20);
    expect((await createOrder(t, ravi, { date: '2026-11-27', slot: 11 })).statusCode).toBe(200);
    const late = await payOrder(t, asha, orderId);
    expect(late.statusCode).toBe(409);
    const [refunded] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, orderId));
    expect(refunded?.status).toBe('refunded');
    expect(refunded?.providerRefundId).toMatch(/^rfnd_sim_/);
    const rows = await rowsOn('2026-11-27', 11);
    expect(rows.find((row) => row.userId === ravi.id)?.status).toBe('awaiting_payment');
    expect(rows.find((row) => row.userId === asha.id)?.status).toBe('expired');
  });

  it('still books a hold paid after its 15 minutes when the slot is free again', async () => {
    // Untouched: the hold ran out but was never released.
    const untouched = await createOrder(t, asha, { date: '2026-11-27', slot: 12 });
    // Released: Ravi took the slot after Asha's hold ran out, then let his own hold run out too.
    const released = await createOrder(t, asha, { date: '2026-11-27', slot: 13 });
    clock.advanceMinutes(16);
    expect((await createOrder(t, ravi, { date: '2026-11-27', slot: 13 })).statusCode).toBe(200);
    clock.advanceMinutes(16);
    for (const order of [untouched, released]) {
      const paid = await payOrder(t, asha, order.json<{ orderId: string }>().orderId);
      expect(paid.statusCode).toBe(200);
    }
    expect((await rowsOn('2026-11-27', 12)).map((row) => row.status)).toEqual(['pending']);
    const rows = await rowsOn('2026-11-27', 13);
    expect(rows.find((row) => row.userId === asha.id)?.status).toBe('pending');
    expect(rows.find((row) => row.userId === ravi.id)?.status).toBe('expired');
  });

  it('refunds a payment that arrives after its slot has begun', async () => {
    clock.set('2026-11-21T07:25:00.000Z'); // 12:55 IST
    const order = await createOrder(t, asha, { date: '2026-11-21', slot: 13 });
    expect(order.statusCode).toBe(200);
    clock.advanceMinutes(10); // 13:05 IST
    const paid = await payOrder(t, asha, order.json<{ orderId: string }>().orderId);
    expect(paid.statusCode).toBe(409);
  });
});
