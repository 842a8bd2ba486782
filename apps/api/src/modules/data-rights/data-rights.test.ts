import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableColumns, or, sql } from 'drizzle-orm';
import { DATA_RIGHTS_MESSAGES, type AccountDeleteConfirmation, type DataExport } from '@sukoon/contract';
import { appointments, invoicePdfs, payments, sensitiveReads, users } from '../../db/schema/index.ts';
import { downloadPdf, listInvoicesAs } from '../../../test/invoice-kit.ts';
import { queryRows } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { addressOf, bookAndPay, createClock, createOrder } from '../appointments/appointments-test-kit.ts';
import { runJob } from '../sessions/session-test-kit.ts';
import { HOLD_ADDRESSES_JOB } from '../../background-jobs.ts';
import { createCounsellor, type TestCounsellor } from '../appointments/counsellor-test-kit.ts';
import { EXPORT_SECTION_OF_TABLE } from './export-records.ts';
import { withOpenReasons } from '../../db/sealed-places.ts';

// Saturday 21 November 2026, 10:30 in India; Sunday the 22nd is bookable all day.
const clock = createClock('2026-11-21T05:00:00.000Z');
const SUNDAY = '2026-11-22';
const PASSWORD = 'a long client password';
const REASON = 'Grief after my father died in September';

type UserColumn = keyof typeof users.$inferSelect;

/**
 * Every column of `users`, and what each data right does with it: whether erasure clears it and
 * whether the export shows it. A column added to the schema fails typecheck and this test until it
 * has its line here, so a new personal field cannot ship unhandled.
 */
const USER_COLUMNS: Record<UserColumn, { erasure: 'clears' | 'keeps'; exported: boolean; why?: string }> = {
  id: { erasure: 'keeps', exported: true, why: 'payments and the audit trail point at it' },
  firstName: { erasure: 'clears', exported: true },
  lastName: { erasure: 'clears', exported: true },
  email: { erasure: 'clears', exported: true },
  phone: { erasure: 'clears', exported: true },
  phoneVerifiedAt: { erasure: 'clears', exported: true, why: 'goes with the number' },
  passwordHash: { erasure: 'clears', exported: false, why: 'a secret' },
  role: { erasure: 'keeps', exported: true, why: 'names no one' },
  googleSubject: { erasure: 'clears', exported: true },
  tokenVersion: {
    erasure: 'keeps',
    exported: false,
    why: 'raised by erasure; a counter, not about the person',
  },
  hobby: { erasure: 'clears', exported: true },
  language: { erasure: 'keeps', exported: true, why: 'one of three languages; names no one' },
  dob: { erasure: 'clears', exported: true },
  address: { erasure: 'clears', exported: true },
  gender: { erasure: 'clears', exported: true },
  billingGstin: { erasure: 'clears', exported: true, why: 'a GSTIN holds its holder’s PAN' },
  billingState: { erasure: 'clears', exported: true },
  emailVerifiedAt: { erasure: 'keeps', exported: true, why: 'an instant' },
  erasedAt: { erasure: 'keeps', exported: false, why: 'set by erasure; an erased account cannot export' },
  createdAt: { erasure: 'keeps', exported: true, why: 'an instant' },
  updatedAt: { erasure: 'keeps', exported: true, why: 'an instant' },
};

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

  it('states for every column of users whether erasure clears it and whether the export shows it', async () => {
    const columns = Object.keys(getTableColumns(users)).sort();
    expect(Object.keys(USER_COLUMNS).sort(), 'columns of users without a line in USER_COLUMNS').toEqual(
      columns,
    );
    const nisha = await createClient('Nisha');
    await t.database.db
      .update(users)
      .set({
        billingGstin: '27ABCDE1234F1Z5',
        billingState: '27',
        googleSubject: `google-${nisha.id}`,
        phoneVerifiedAt: new Date(),
      })
      .where(eq(users.id, nisha.id));
    const exported = (await get('/api/me/export', nisha)).json<DataExport>().profile;
    const exportedKeys = Object.keys(exported).map((key) => (key === '_id' ? 'id' : key));
    const shouldExport = Object.entries(USER_COLUMNS).filter(([, rule]) => rule.exported);
    expect(exportedKeys.sort()).toEqual(shouldExport.map(([column]) => column).sort());
    expect(exported).toMatchObject({ billingGstin: '27ABCDE1234F1Z5', billingState: '27' });

    const read = async () => {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, nisha.id));
      if (!row) throw new Error('no users row');
      return row;
    };
    const before = await read();
    expect((await erase(nisha, { password: PASSWORD })).statusCode).toBe(200);
    const after = await read();
    for (const [column, rule] of Object.entries(USER_COLUMNS) as [UserColumn, { erasure: string }][]) {
      if (rule.erasure !== 'clears') continue;
      const was = before[column];
      const now = after[column];
      expect(was, `${column} had a value to clear`).not.toBeNull();
      expect(was, `${column} had a value to clear`).not.toBe('');
      expect(now, `${column} after erasure`).not.toEqual(was);
      if (typeof now === 'string' && typeof was === 'string') expect(now, column).not.toContain(was);
    }
  });

  it('exports where a hold was taken from, and forgets it once the hold is paid or has run out', async () => {
    const omar = await createClient('Omar');
    const held = await createOrder(t, omar, {
      date: SUNDAY,
      slot: 18,
      counsellorId: counsellor.counsellorId,
    });
    expect(held.statusCode).toBe(200);
    const exported = (await get('/api/me/export', omar)).json<DataExport>();
    expect(exported.appointments).toEqual([expect.objectContaining({ slot: 18, heldFrom: addressOf(omar) })]);

    const zoya = await createClient('Zoya');
    await bookAndPay(t, zoya, { date: SUNDAY, slot: 19, counsellorId: counsellor.counsellorId });
    const heldFromOf = async (user: TestUser) =>
      (
        await t.database.db
          .select({ heldFrom: appointments.heldFrom })
          .from(appointments)
          .where(eq(appointments.userId, user.id))
      ).map((row) => row.heldFrom);
    // Paid: the address served its purpose.
    expect(await heldFromOf(zoya)).toEqual([null]);
    expect((await get('/api/me/export', zoya)).json<DataExport>().appointments).toEqual([
      expect.objectContaining({ slot: 19, heldFrom: null }),
    ]);

    // Still open: kept, whatever the job does.
    await runJob(t, HOLD_ADDRESSES_JOB);
    expect(await heldFromOf(omar)).toEqual([addressOf(omar)]);
    // Run out: forgotten by the job, and running it again changes nothing.
    clock.set('2026-11-21T05:16:00.000Z');
    try {
      await runJob(t, HOLD_ADDRESSES_JOB);
      expect(await heldFromOf(omar)).toEqual([null]);
      await runJob(t, HOLD_ADDRESSES_JOB);
      expect(await heldFromOf(omar)).toEqual([null]);
    } finally {
      clock.set('2026-11-21T05:00:00.000Z');
    }
  });

  it('refuses a wrong password, and the account stays', async () => {
    const meena = await createClient('Meena');
    const refused = await erase(meena, { password: 'not my password' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: DATA_RIGHTS_MESSAGES.passwordWrong });
    expect((await login(meena.email)).statusCode).toBe(200);
    expect((await erase(meena, {})).statusCode).toBe(400);
  });

  it('stops guessing: the 6th wrong password in 15 minutes gets 429, and the right one still erases before that', async () => {
    const guessed = await createClient('Guessed');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await erase(guessed, { password: `guess ${attempt}` })).statusCode, `guess ${attempt}`).toBe(
        400,
      );
    }
    const sixth = await erase(guessed, { password: 'guess 6' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<{ message: string }>().message).toMatch(
      /^Too many attempts\. Please try again in \d+ (minutes|seconds)\.$/,
    );
    // Even the right password waits for the window: the gate is closed, not the guesser's guess.
    expect((await erase(guessed, { password: PASSWORD })).statusCode).toBe(429);
    expect((await login(guessed.email)).statusCode).toBe(200);

    const owner = await createClient('Owner');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await erase(owner, { password: `typo ${attempt}` })).statusCode).toBe(400);
    }
    expect((await erase(owner, { password: PASSWORD })).statusCode).toBe(200);
    expect((await login(owner.email)).statusCode).toBe(400);
  });

  it('counts wrong passwords per address too, across accounts', async () => {
    const eraseFrom = (user: TestUser, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/delete',
        headers: user.headers,
        payload: { password },
        remoteAddress: '203.0.113.9',
      });
    for (let account = 0; account < 5; account += 1) {
      const someone = await createClient(`Address${account}`);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await eraseFrom(someone, 'wrong')).statusCode).toBe(400);
      }
    }
    const next = await createClient('NextOnAddress');
    expect((await eraseFrom(next, 'wrong')).statusCode).toBe(429);
    expect((await eraseFrom(next, PASSWORD)).statusCode).toBe(429);
    // Another address is not held up by it.
    expect((await erase(next, { password: 'wrong' })).statusCode).toBe(400);
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
    expect(done.json()).toMatchObject({ message: DATA_RIGHTS_MESSAGES.deleted });

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
    // A kept invoice PDF prints the buyer's name: erasure must not leave it behind.
    const [invoice] = await listInvoicesAs(t, lata);
    expect((await downloadPdf(t, lata, invoice?._id ?? '')).statusCode).toBe(200);
    const keptPdfs = () =>
      t.database.db
        .select({ locale: invoicePdfs.locale })
        .from(invoicePdfs)
        .where(eq(invoicePdfs.invoiceId, invoice?._id ?? ''));
    expect(await keptPdfs()).toHaveLength(1);
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
    expect(await keptPdfs()).toEqual([]);
    const everything = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select a.*, n.body as notes from appointments a left join session_notes n on n.appointment_id = a.id
          where a.user_id = ${lata.id}`,
    );
    expect(everything).toHaveLength(1);
    expect(everything[0]?.notes ?? null).toBeNull();
    // The desk load that showed her reason is a list read naming her among its clients.
    const reasonInTrail = await t.database.db
      .select({ id: sensitiveReads.id })
      .from(sensitiveReads)
      .where(
        or(
          eq(sensitiveReads.subjectId, lata.id),
          sql`${sensitiveReads.subjectIds} @> array[${lata.id}]::uuid[]`,
        ),
      );
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
    expect(staff.json()).toMatchObject({ message: DATA_RIGHTS_MESSAGES.staffAccount });
  });
});
