import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTAKE_MESSAGES, type AppointmentIntake, type CounsellorAppointment } from '@sukoon/contract';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { appointmentIntakes, consents, sensitiveReads } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import {
  bookAndPay,
  createClock,
  createMailbox,
  createOrder,
} from '../appointments/appointments-test-kit.ts';
import {
  createCounsellor,
  deactivateAllCounsellors,
  type TestCounsellor,
} from '../appointments/counsellor-test-kit.ts';
import { sealIntakeAnswers } from '../../db/sealed-places.ts';

// Saturday 21 November 2026, 10:30 in India; Sunday the 22nd is bookable all day.
const clock = createClock('2026-11-21T05:00:00.000Z');
const mailbox = createMailbox();
const FRIDAY = '2026-11-27';

/** PHQ-9 answers adding up to `score`, item 9 as given. */
const phq9 = (score: number, item9 = 0): number[] => {
  const answers = [0, 0, 0, 0, 0, 0, 0, 0, item9];
  let left = score - item9;
  for (let index = 0; index < 8 && left > 0; index += 1) {
    answers[index] = Math.min(3, left);
    left -= answers[index] ?? 0;
  }
  return answers;
};
const gad7 = (score: number): number[] => {
  const answers = [0, 0, 0, 0, 0, 0, 0];
  let left = score;
  for (let index = 0; index < 7 && left > 0; index += 1) {
    answers[index] = Math.min(3, left);
    left -= answers[index] ?? 0;
  }
  return answers;
};

describe('the booking intake', () => {
  let t: TestApp;
  let admin: TestUser;
  let meera: TestCounsellor;
  let arjun: TestCounsellor;
  let booked = 0;
  /** A fresh hour of Meera's for each booking: Sunday to Friday, 9 to 20. */
  const nextHour = () => {
    booked += 1;
    return { date: `2026-11-${22 + Math.floor(booked / 12)}`, slot: 9 + (booked % 12) };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now, mailer: mailbox.mailer });
    admin = await createUserWithToken(t, 'admin');
    await deactivateAllCounsellors(t);
    meera = await createCounsellor(t, { firstName: 'Meera' });
    arjun = await createCounsellor(t, { firstName: 'Arjun' });
  });
  afterAll(() => t.close());
  beforeEach(() => clock.set('2026-11-21T05:00:00.000Z'));

  const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.headers });
  /** A client's paid booking with Meera carrying this intake; its appointment id. */
  async function bookWithIntake(intake: unknown, client?: TestUser) {
    const user = client ?? (await createUserWithToken(t, 'user'));
    await bookAndPay(t, user, { ...nextHour(), counsellorId: meera.counsellorId, intake });
    const [mine] = (await get('/api/appointments/mine', user)).json<{ _id: string }[]>();
    if (!mine) throw new Error('no appointment');
    return { user, appointmentId: mine._id };
  }
  const intakeOf = async (appointmentId: string, user: TestUser) =>
    get(`/api/appointments/${appointmentId}/intake`, user);

  it('scores PHQ-9 and GAD-7 on the server, in their standard bands', async () => {
    const cases: [number, string, number, string][] = [
      [0, 'minimal', 0, 'minimal'],
      [4, 'minimal', 4, 'minimal'],
      [5, 'mild', 5, 'mild'],
      [9, 'mild', 9, 'mild'],
      [10, 'moderate', 10, 'moderate'],
      [14, 'moderate', 14, 'moderate'],
      [15, 'moderately severe', 15, 'severe'],
      [19, 'moderately severe', 21, 'severe'],
      [20, 'severe', 18, 'severe'],
      [24, 'severe', 21, 'severe'],
    ];
    for (const [phqScore, phqBand, gadScore, gadBand] of cases) {
      const { user, appointmentId } = await bookWithIntake({ phq9: phq9(phqScore), gad7: gad7(gadScore) });
      const answer = await intakeOf(appointmentId, user);
      expect(answer.statusCode).toBe(200);
      const intake = answer.json<AppointmentIntake>();
      expect([intake.phq9?.score, intake.phq9?.band, intake.gad7?.score, intake.gad7?.band]).toEqual([
        phqScore,
        phqBand,
        gadScore,
        gadBand,
      ]);
      expect(intake.selfHarmFlag).toBe(false);
    }
  });

  it('flags the session for its counsellor when PHQ-9 item 9 is answered 1–3, and shows the intake on the desk', async () => {
    for (const item9 of [1, 2, 3]) {
      const { appointmentId } = await bookWithIntake({
        concerns: 'I cannot sleep and I feel hopeless.',
        hopes: 'To feel safe again.',
        phq9: phq9(12, item9),
      });
      const read = await intakeOf(appointmentId, meera);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({
        appointmentId,
        concerns: 'I cannot sleep and I feel hopeless.',
        hopes: 'To feel safe again.',
        phq9: { answers: phq9(12, item9), score: 12, band: 'moderate' },
        gad7: null,
        selfHarmFlag: true,
        createdAt: '2026-11-21T05:00:00.000Z',
      });
      const desk = (await get('/api/counsellor/appointments', meera)).json<CounsellorAppointment[]>();
      expect(desk.find((row) => row._id === appointmentId)?.intake).toEqual({ selfHarmFlag: true });
    }
    // Only the free text: no scores, no flag; a booking without an intake has no intake on the desk.
    const { appointmentId: textOnly } = await bookWithIntake({ concerns: 'Work stress.' });
    const plain = await createUserWithToken(t, 'user');
    const hour = nextHour();
    await bookAndPay(t, plain, { ...hour, counsellorId: meera.counsellorId });
    const desk = (await get('/api/counsellor/appointments', meera)).json<CounsellorAppointment[]>();
    expect(desk.find((row) => row._id === textOnly)?.intake).toEqual({ selfHarmFlag: false });
    const withoutIntake = desk.find((row) => row.slot === hour.slot && row.date === hour.date);
    expect(withoutIntake).toBeDefined();
    expect(withoutIntake?.intake).toBeUndefined();
    const none = await intakeOf(withoutIntake?._id ?? '', meera);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: INTAKE_MESSAGES.notFound });
  });

  it('shows the answers to the client and their counsellor only: not another counsellor, client or an admin', async () => {
    const { user, appointmentId } = await bookWithIntake({ concerns: 'Private words.', phq9: phq9(3, 1) });
    const other = await createUserWithToken(t, 'user');
    expect((await intakeOf(appointmentId, user)).statusCode).toBe(200);
    expect((await intakeOf(appointmentId, meera)).statusCode).toBe(200);
    const byArjun = await intakeOf(appointmentId, arjun);
    expect(byArjun.statusCode).toBe(404);
    expect(byArjun.body).not.toContain('Private words');
    expect((await intakeOf(appointmentId, other)).statusCode).toBe(404);
    const byAdmin = await intakeOf(appointmentId, admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toMatchObject({ message: INTAKE_MESSAGES.adminsSeeFlagOnly });
    // Admins see the flag on their list, and nothing of the answers.
    const listed = await get(`/api/appointments/get?counsellorId=${meera.counsellorId}`, admin);
    expect(listed.body).not.toContain('Private words');
    const row = listed
      .json<{ _id: string; safetyFlag?: boolean }[]>()
      .find((item) => item._id === appointmentId);
    expect(row?.safetyFlag).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/appointments/${appointmentId}/intake` })).statusCode,
    ).toBe(401);
    expect((await intakeOf('not-an-id', user)).statusCode).toBe(404);
    // The trail holds Meera's read, once; not the client's own, nor the refused ones.
    const reads = await t.database.db
      .select({ readerId: sensitiveReads.readerId, subjectId: sensitiveReads.subjectId })
      .from(sensitiveReads)
      .where(and(eq(sensitiveReads.appointmentId, appointmentId), eq(sensitiveReads.kind, 'intake')));
    expect(reads).toEqual([{ readerId: meera.id, subjectId: user.id }]);
  });

  it('keeps the answers sealed at rest: the raw column has none of the plain text', async () => {
    const { appointmentId } = await bookWithIntake({ concerns: 'A secret worry about my sister.' });
    const [raw] = await queryRows<{ answers: string }>(
      t.database.db,
      sql`select answers from appointment_intakes where appointment_id = ${appointmentId}`,
    );
    expect(raw?.answers).toMatch(/^sealed:v2:/);
    expect(raw?.answers).not.toContain('secret worry');
    expect(raw?.answers).not.toContain('concerns');
  });

  it('refuses a half-answered questionnaire or an answer outside 0–3, naming the field, and holds nothing', async () => {
    const user = await createUserWithToken(t, 'user');
    const half = await createOrder(t, user, { date: FRIDAY, slot: 20, intake: { phq9: [1, 2, 3] } });
    expect(half.statusCode).toBe(400);
    expect(half.json<{ message: string }>().message).toMatch(/^intake\.phq9: must answer all 9 questions/);
    const outside = await createOrder(t, user, {
      date: FRIDAY,
      slot: 20,
      intake: { gad7: [0, 0, 0, 0, 0, 0, 4] },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json<{ message: string }>().message).toMatch(
      /^intake\.gad7\.6: each answer must be 0, 1, 2 or 3/,
    );
    expect((await get('/api/appointments/get', user)).json<{ slot: number }[]>()).not.toContainEqual(
      expect.objectContaining({ date: FRIDAY, slot: 20 }),
    );
  });

  it('keeps scores in range and never a flag without a positive PHQ-9 score, in the database itself', async () => {
    const { appointmentId } = await bookWithIntake({ hopes: 'Calm.' });
    const { db } = t.database;
    const row = { appointmentId, answers: sealIntakeAnswers(appointmentId, {}) };
    await db.delete(appointmentIntakes);
    await expect(db.insert(appointmentIntakes).values({ ...row, phq9Score: 28 })).rejects.toThrow();
    await expect(db.insert(appointmentIntakes).values({ ...row, gad7Score: -1 })).rejects.toThrow();
    await expect(
      db.insert(appointmentIntakes).values({ ...row, selfHarmFlag: true, phq9Score: 0 }),
    ).rejects.toThrow();
  });

  it('exports the intake and the consents to their owner; erasing the account removes the intake and keeps the consents anonymised', async () => {
    const password = 'an intake client password';
    const client = await createUserWithToken(t, 'user', { passwordHash: await hashPassword(password) });
    const { appointmentId } = await bookWithIntake(
      { hopes: 'Sleep through the night.', phq9: phq9(6, 1) },
      client,
    );
    const exported = (await get('/api/me/export', client)).json<{
      consents: { document: string }[];
      intakes: { appointmentId: string; answers: unknown; selfHarmFlag: boolean }[];
    }>();
    expect(exported.consents.map((row) => row.document)).toEqual(['counselling']);
    expect(exported.intakes).toEqual([
      expect.objectContaining({
        appointmentId,
        answers: { hopes: 'Sleep through the night.', phq9: phq9(6, 1) },
        selfHarmFlag: true,
      }),
    ]);

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/me/delete',
      headers: client.headers,
      payload: { password, confirmCancellation: true },
    });
    expect(erased.statusCode).toBe(200);
    const { db } = t.database;
    expect(
      await db.select().from(appointmentIntakes).where(eq(appointmentIntakes.appointmentId, appointmentId)),
    ).toEqual([]);
    // What was agreed to, and when, stays: it names nobody once the account is anonymised.
    expect(
      await db.select({ document: consents.document }).from(consents).where(eq(consents.userId, client.id)),
    ).toEqual([{ document: 'counselling' }]);
  });
});
