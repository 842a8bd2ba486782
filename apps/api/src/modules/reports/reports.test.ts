import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_FEE_PAISE, type RevenueReport } from '@sukoon/contract';
import { eq } from 'drizzle-orm';
import { appointmentOutcomes, appointments, users } from '../../db/schema/index.ts';
import { addDays, istDay } from '../../lib/ist.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { buyThroughCheckout, insertCourse, insertWebinar } from '../../../test/purchase-fixture.ts';
import { bookAndPay, createClock } from '../appointments/appointments-test-kit.ts';
import { createCounsellor } from '../appointments/counsellor-test-kit.ts';
import { sealedReason } from '../../../test/sealed-rows.ts';

// The admin's revenue report: income by IST month and purpose, refunds netted by refund date,
// sessions per counsellor, as JSON and as formula-safe CSV.

describe('revenue report', () => {
  const clock = createClock('2026-10-31T18:29:00.000Z');
  let t: TestApp;
  let buyer: TestUser;
  let admin: TestUser;

  const report = (query: string, who: TestUser = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/reports/revenue?${query}`, headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    buyer = await createUserWithToken(t);
    admin = await createUserWithToken(t, 'admin');

    // 31 Oct, 11:59 pm IST: October's.
    const october = await insertCourse(t, { priceRupees: 100 });
    await buyThroughCheckout(t, buyer.headers, { purpose: 'course', courseId: october.id });
    // A minute later it is 1 Nov in IST: a course, a webinar seat and a session, all November's.
    clock.set('2026-10-31T18:31:00.000Z');
    const course = await insertCourse(t, { priceRupees: 499 });
    await buyThroughCheckout(t, buyer.headers, { purpose: 'course', courseId: course.id });
    const webinar = await insertWebinar(t, new Date('2026-11-10T13:00:00.000Z'), { priceRupees: 299 });
    await buyThroughCheckout(t, buyer.headers, { purpose: 'webinar', webinarId: webinar.id });
    await bookAndPay(t, buyer, { date: addDays(istDay(clock.now()), 2), slot: 12 });
    await bookAndPay(t, buyer, { date: addDays(istDay(clock.now()), 3), slot: 12 });
    // The second session is rejected in December: its refund counts there, its income in November.
    clock.set('2026-12-02T06:00:00.000Z');
    const mine = await t.app.inject({ method: 'GET', url: '/api/appointments/mine', headers: buyer.headers });
    const second = mine.json<{ _id: string; date: string }[]>().find((row) => row.date === '2026-11-04');
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${second?._id}`,
      headers: admin.headers,
      payload: { status: 'rejected' },
    });
    if (rejected.statusCode !== 200) throw new Error(`reject: ${rejected.body}`);

    // Sessions in November: one counsellor's (whose name a spreadsheet would run as a formula).
    const counsellor = await createCounsellor(t, { firstName: '=HYPERLINK("https://evil.example")' });
    const session = (date: string, slot: number, status: 'accepted' | 'cancelled', counsellorId?: string) =>
      t.database.db
        .insert(appointments)
        .values({ userId: buyer.id, counsellorId, date, slot, ...sealedReason('Stress.'), status })
        .returning({ id: appointments.id });
    const [completed] = await session('2026-11-05', 10, 'accepted', counsellor.counsellorId);
    const [missed] = await session('2026-11-06', 10, 'accepted', counsellor.counsellorId);
    await session('2026-11-07', 10, 'accepted', counsellor.counsellorId);
    await session('2026-11-08', 10, 'cancelled', counsellor.counsellorId);
    await session('2026-12-08', 10, 'accepted', counsellor.counsellorId);
    await t.database.db.insert(appointmentOutcomes).values([
      { appointmentId: completed?.id ?? '', outcome: 'completed' },
      { appointmentId: missed?.id ?? '', outcome: 'no_show' },
    ]);
  });
  afterAll(() => t?.close());

  it('sums income by IST month and purpose, nets refunds by refund month, counts sessions per counsellor', async () => {
    const response = await report('from=2026-10&to=2026-12');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<RevenueReport>();
    const fee = APPOINTMENT_FEE_PAISE;
    expect(body.months).toEqual([
      {
        month: '2026-10',
        coursesPaise: 10_000,
        webinarsPaise: 0,
        appointmentsPaise: 0,
        refundsPaise: 0,
        netPaise: 10_000,
      },
      {
        month: '2026-11',
        coursesPaise: 49_900,
        webinarsPaise: 29_900,
        appointmentsPaise: 2 * fee,
        refundsPaise: 0,
        netPaise: 49_900 + 29_900 + 2 * fee,
      },
      {
        month: '2026-12',
        coursesPaise: 0,
        webinarsPaise: 0,
        appointmentsPaise: 0,
        refundsPaise: fee,
        netPaise: -fee,
      },
    ]);
    expect(body.totals).toEqual({
      coursesPaise: 59_900,
      webinarsPaise: 29_900,
      appointmentsPaise: 2 * fee,
      refundsPaise: fee,
      netPaise: 59_900 + 29_900 + fee,
    });
    // The two paid requests of the one calendar (one pending, one rejected) are not sessions.
    expect(body.sessionsByCounsellor).toEqual([
      {
        counsellorId: expect.any(String) as string,
        name: '=HYPERLINK("https://evil.example") Rao',
        completed: 1,
        noShow: 1,
        accepted: 2,
        cancelled: 1,
      },
    ]);
    // One month alone, and a month with nothing.
    const november = (await report('from=2026-11&to=2026-11')).json<RevenueReport>();
    expect(november.months).toHaveLength(1);
    expect(november.sessionsByCounsellor[0]).toMatchObject({
      completed: 1,
      noShow: 1,
      accepted: 1,
      cancelled: 1,
    });
    expect((await report('from=2025-01&to=2025-01')).json<RevenueReport>()).toMatchObject({
      months: [{ month: '2025-01', netPaise: 0 }],
      sessionsByCounsellor: [],
    });
  });

  it('exports the same figures as formula-safe CSV', async () => {
    const response = await report('from=2026-10&to=2026-12&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="revenue-2026-10-to-2026-12.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'Month (IST),Courses (INR),Webinars (INR),Appointments (INR),Refunds (INR),Net (INR)',
      '2026-10,100.00,0.00,0.00,0.00,100.00',
      '2026-11,499.00,299.00,398.00,0.00,1196.00',
      '2026-12,0.00,0.00,0.00,199.00,-199.00',
      'Total,599.00,299.00,398.00,199.00,1097.00',
    ]);
    expect(lines).toContain(`"'=HYPERLINK(""https://evil.example"") Rao",1,1,2,1`);
    expect(response.body.endsWith('\r\n')).toBe(true);
  });

  it('refuses a backwards or over-long range, a bad month, and anyone but an admin', async () => {
    const message = async (query: string) => {
      const response = await report(query);
      expect(response.statusCode, query).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await message('from=2026-12&to=2026-10')).toMatch(/same month as from or later/);
    expect(await message('from=2024-01&to=2027-01')).toMatch(/at most 36 months/);
    expect((await report('from=2024-01&to=2026-12')).statusCode).toBe(200);
    expect(await message('from=2026-13&to=2026-12')).toMatch(/YYYY-MM/);
    expect(await message('to=2026-12')).toMatch(/from/);
    expect(await message('from=2026-01&to=2026-02&format=xlsx')).toMatch(/format/);
    expect((await report('from=2026-01&to=2026-02', buyer)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/revenue?from=2026-01&to=2026-02',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the admin home's today", () => {
  // Saturday 21 November 2026, 10:30 in India.
  const clock = createClock('2026-11-21T05:00:00.000Z');
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ CONTACT_PHONE: '+91 98765 43210' }, { now: clock.now });
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(() => t.close());

  const overview = async (who: TestUser = admin) =>
    t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: who.headers });

  it('counts the requests waiting, those about to expire unanswered, and counsellors not joined', async () => {
    const client = await createUserWithToken(t);
    // 1 PM today is two and a half hours away: about to expire. Tomorrow's is only waiting.
    await bookAndPay(t, client, { date: '2026-11-21', slot: 13 });
    await bookAndPay(t, client, { date: '2026-11-22', slot: 13 });
    const joined = await createCounsellor(t, { firstName: 'Meera' });
    expect(joined.counsellorId).toBeTruthy();
    const invited = await createCounsellor(t, { firstName: 'Nila' });
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, invited.id));

    const answer = await overview();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ waitingRequests: 2, expiringSoon: 1, counsellorsNotJoined: 1 });

    // Once 1 PM has begun, that request is no longer waiting: the expiry job refunds it.
    clock.set('2026-11-21T07:31:00.000Z');
    expect((await overview()).json()).toMatchObject({ waitingRequests: 1, expiringSoon: 0 });
  });

  it('lists what is not set up yet, and is for admins only', async () => {
    const { setup } = (await overview()).json<{ setup: { item: string; done: boolean }[] }>();
    expect(Object.fromEntries(setup.map(({ item, done }) => [item, done]))).toEqual({
      contacts: true,
      grievance_officer: false,
      seller: false,
      gstin: false,
      mail: false,
      payments: false,
      turn: false,
    });
    expect((await overview(await createUserWithToken(t))).statusCode).toBe(403);
  });
});
