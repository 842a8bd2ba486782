import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DATA_RIGHTS_MESSAGES, type AccountDeleteConfirmation, type DataExport } from '@sukoon/contract';
import { appointments, payments, sensitiveReads, users } from '../../db/schema/index.ts';
import { queryRows } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { bookAndPay, createClock } from '../appointments/appointments-test-kit.ts';
import { createCounsellor, type TestCounsellor } from '../appointments/counsellor-test-kit.ts';
import { EXPORT_SECTION_OF_TABLE } from './export-records.ts';
import { withOpenReasons } from '../../db/sealed-places.ts';

// Saturday 21 November 2026, 10:30 in India; Sunday the 22nd is bookable all day.
const clock = createClock('2026-11-21T05:00:00.000Z');
const SUNDAY = '2026-11-22';
const PASSWORD = 'a long client password';
const REASON = 'Grief after my father died in September';

describe('data rights: download my data, delete my account', () => {
  let t: TestApp;
  let admin: TestUser;
  let counsellor: TestCounsellor;
  let phoneSeq = 0;

  /** A client who can log in, with a name, phone and profile fields of their own. */
  async function createClient(firstName: string): Promise<TestUser & { phone: string }> {
    phoneSeq += 1;
    const phone = `98${String(Date.now()).slice(-6)}${String(phoneSeq).padStart(2, '0')}`;
    const user = await createUserWithToken(t, 'user', {
      firstName,
      lastName: 'Kulkarni',
      phone,
      passwordHash: await hashPassword(PASSWORD),
      address: '14 Lake Road, Pune',
      hobby: 'Sitar',
      gender: 'Female',
      dob: '1994-05-02',
    });
    return { ...user, phone };
  }

  const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.headers });
  const erase = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/me/delete', headers: user.headers, payload });
  const login = (emailorphone: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { emailorphone, password: PASSWORD } });
  const mine = async (user: TestUser) =>
    (await get('/api/appointments/mine', user)).json<{ _id: string; status: string }[]>();

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    admin = await createUserWithToken(t, 'admin');
    counsellor = await createCounsellor(t);
  });
  afterAll(() => t.close());

  it("downloads everything held about the caller, and nothing of anyone else's", async () => {
    const asha = await createClient('Asha');
    const ravi = await createClient('Ravi');
    await bookAndPay(t, asha, {
      date: SUNDAY,
      slot: 10,
      counsellorId: counsellor.counsellorId,
      reason: REASON,
    });
    await bookAndPay(t, ravi, { date: SUNDAY, slot: 11, counsellorId: counsellor.counsellorId });
    await get('/api/counsellor/appointments', counsellor);

    const response = await get('/api/me/export', asha);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="sukoon-data-2026-11-21\.json"$/,
    );
    const data = response.json<DataExport>();
    expect(data.profile).toMatchObject({
      _id: asha.id,
      email: asha.email,
      phone: asha.phone,
      address: '14 Lake Road, Pune',
    });
    expect(data.appointments).toEqual([
      expect.objectContaining({ date: SUNDAY, slot: 10, reason: REASON, status: 'pending' }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ purpose: 'appointment', amountPaise: 19900, status: 'paid' }),
    ]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.readsOfYourData).toEqual([
      expect.objectContaining({ kind: 'appointment_reason', readerRole: 'counsellor' }),
    ]);
    expect(response.body).not.toContain(ravi.email);
    expect(response.body).not.toContain(ravi.id);
    expect(response.body).not.toMatch(/password|tokenVersion|\$argon2/i);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });

  it('has a section for every table that references users in the database catalogue', async () => {
    const tables = await queryRows<{ table: string }>(
      t.database.db,
      sql`select distinct source.relname as "table"
          from pg_constraint c
          join pg_class source on source.oid = c.conrelid
          join pg_class target on target.oid = c.confrelid
          where c.contype = 'f' and target.relname = 'users'
            and source.relnamespace = 'public'::regnamespace`,
    );
    const referencing = ['users', ...tables.map((row) => row.table)].sort();
    expect(referencing.length).toBeGreaterThan(10);
    expect(
      referencing.filter((table) => !(table in EXPORT_SECTION_OF_TABLE)),
      'tables holding personal data that the export leaves out (export-records.ts)',
    ).toEqual([]);
    const someone = await createClient('Kiran');
    const data = (await get('/api/me/export', someone)).json<Record<string, unknown>>();
    for (const table of referencing) {
      expect(data, `the export's section for ${table}`).toHaveProperty(
        EXPORT_SECTION_OF_TABLE[table] ?? table,
      );
    }
  });

  it('refuses a wrong password, and the account stays', async () => {
    const meena = await createClient('Meena');
    const refused = await erase(meena, { password: 'not my password' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: DATA_RIGHTS_MESSAGES.passwordWrong });
    expect((await login(meena.email)).statusCode).toBe(200);
    expect((await erase(meena, {})).statusCode).toBe(400);
  });

  it('explains first what happens to upcoming sessions, then cancels them with the refund the policy gives', async () => {
    const priya = await createClient('Priya');
    await bookAndPay(t, priya, {
      date: SUNDAY,
      slot: 14,
      counsellorId: counsellor.counsellorId,
      reason: REASON,
    });
    await bookAndPay(t, priya, { date: SUNDAY, slot: 15, counsellorId: counsellor.counsellorId });
    const [first, second] = (await mine(priya)).sort((a, b) => a._id.localeCompare(b._id));
    if (!first || !second) throw new Error('two sessions expected');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${first._id}`,
      headers: admin.headers,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);

    const asked = await erase(priya, { password: PASSWORD });
    expect(asked.statusCode).toBe(409);
    const confirmation = asked.json<AccountDeleteConfirmation>();
    expect(confirmation.message).toBe(DATA_RIGHTS_MESSAGES.confirmSessions);
    expect(confirmation.sessions).toHaveLength(2);
    expect(confirmation.sessions.find((s) => s._id === first._id)).toMatchObject({
      status: 'accepted',
      refundPaise: 0,
    });
    expect(confirmation.sessions.find((s) => s._id === second._id)).toMatchObject({
      status: 'pending',
      refundPaise: 19900,
    });
    // Nothing happened yet.
    expect((await login(priya.email)).statusCode).toBe(200);

    const done = await erase(priya, { password: PASSWORD, confirmCancellation: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: DATA_RIGHTS_MESSAGES.deleted });

    const rows = await t.database.db
      .select({
        id: appointments.id,
        status: appointments.status,
        reason: appointments.reason,
        payment: payments.status,
      })
      .from(appointments)
      .innerJoin(payments, eq(payments.id, appointments.paymentId))
      .where(eq(appointments.userId, priya.id))
      .then(withOpenReasons);
    expect(rows.find((row) => row.id === first._id)).toMatchObject({
      status: 'cancelled',
      reason: '',
      payment: 'paid',
    });
    expect(rows.find((row) => row.id === second._id)).toMatchObject({
      status: 'cancelled',
      reason: '',
      payment: 'refunded',
    });
    // The counsellor's hours are free again.
    const taken = await get(`/api/appointments/get?counsellorId=${counsellor.counsellorId}`, counsellor);
    expect(taken.json<{ slot: number }[]>().map((slot) => slot.slot)).not.toContain(14);
    expect(taken.json<{ slot: number }[]>().map((slot) => slot.slot)).not.toContain(15);
  });

  it('leaves no way in and no personal field, and keeps the payments without name or contact', async () => {
    const lata = await createClient('Lata');
    await bookAndPay(t, lata, {
      date: SUNDAY,
      slot: 16,
      counsellorId: counsellor.counsellorId,
      reason: REASON,
    });
    await get('/api/counsellor/appointments', counsellor);
    clock.set('2026-11-22T12:00:00.000Z');
    const done = await erase(lata, { password: PASSWORD });
    clock.set('2026-11-21T05:00:00.000Z');
    expect(done.statusCode).toBe(200);

    expect((await login(lata.email)).statusCode).toBe(400);
    expect((await login(lata.phone)).statusCode).toBe(400);
    expect((await get('/api/userdetails', lata)).statusCode).toBe(401);

    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from users where id = ${lata.id}`,
    );
    const stored = JSON.stringify(row);
    for (const personal of [
      lata.email,
      lata.phone,
      'Lata',
      'Kulkarni',
      'Lake Road',
      'Sitar',
      'Female',
      '1994-05-02',
    ]) {
      expect(stored).not.toContain(personal);
    }
    expect(row).toMatchObject({ password_hash: null, google_subject: null, phone: null });
    expect(row?.erased_at).not.toBeNull();

    const kept = await t.database.db
      .select({ status: payments.status, amountPaise: payments.amountPaise })
      .from(payments)
      .where(eq(payments.userId, lata.id));
    expect(kept).toEqual([{ status: 'paid', amountPaise: 19900 }]);
    // The invoice keeps its number and amount, not the buyer.
    const invoiceRows = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from invoices where user_id = ${lata.id}`,
    );
    expect(invoiceRows).toHaveLength(1);
    expect(invoiceRows[0]).toMatchObject({ total_paise: 19900, buyer_name: 'Deleted account' });
    expect(JSON.stringify(invoiceRows)).not.toContain(lata.email);
    expect(JSON.stringify(invoiceRows)).not.toContain('Lata');
    const everything = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select a.*, n.body as notes from appointments a left join session_notes n on n.appointment_id = a.id
          where a.user_id = ${lata.id}`,
    );
    expect(everything).toHaveLength(1);
    expect(everything[0]?.notes ?? null).toBeNull();
    const reasonInTrail = await t.database.db
      .select({ id: sensitiveReads.id })
      .from(sensitiveReads)
      .where(eq(sensitiveReads.subjectId, lata.id));
    expect(reasonInTrail.length).toBeGreaterThan(0);
    // The reason is gone, not merely sealed.
    const [appointment] = await t.database.db
      .select({ reason: appointments.reason })
      .from(appointments)
      .where(eq(appointments.userId, lata.id));
    expect(appointment?.reason.stored).toBe('');
    // The admin's lists name the account as erased, never the person.
    const [account] = await t.database.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, lata.id));
    expect(account?.firstName).toBe('Deleted account');
  });

  it('leaves counsellor and administrator accounts to an administrator', async () => {
    const staff = await erase(counsellor, { password: counsellor.password });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ message: DATA_RIGHTS_MESSAGES.staffAccount });
  });
});
