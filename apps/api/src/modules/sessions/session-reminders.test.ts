import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { jobStates } from '../../../test/owed-refund.ts';
import { SESSION_REMINDERS_JOB } from '../../background-jobs.ts';
import { bookAndPay, createClock, createMailbox } from '../appointments/appointments-test-kit.ts';
import {
  createCounsellor,
  deactivateAllCounsellors,
  type TestCounsellor,
} from '../appointments/counsellor-test-kit.ts';
import { createNotifications } from '../notifications/notifications-service.ts';
import { createSessionNotices } from './session-notices.ts';
import { sendDueReminders } from './session-reminders.ts';
import { lockById } from '../appointments/appointments-repository.ts';
import { eq } from 'drizzle-orm';
import { appointments as appointmentsTable } from '../../db/schema/index.ts';
import { appointmentIdOf, decide, notificationsOf, runJob, settled } from './session-test-kit.ts';

// Saturday 21 November 2026, 10:30 in India. A session on Monday the 23rd at 10:00 IST begins at
// 04:30 UTC: its 24-hour reminder is due at 04:30 UTC on Sunday, its one-hour one at 03:30 on Monday.
const SATURDAY = '2026-11-21T05:00:00.000Z';
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';
const clock = createClock(SATURDAY);
const mailbox = createMailbox();
const reminderMails = (to: string) =>
  mailbox.to(to).filter((mail) => /today|tomorrow|in one hour/.test(mail.subject));
const reminderKeys = async (t: TestApp, user: TestUser) =>
  (await notificationsOf(t, user))
    .filter((row) => row.kind === 'appointment.reminder')
    .map((row) => row.dedupeKey?.split(':')[0])
    .sort();

describe('session reminders', () => {
  let t: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;
  let meera: TestCounsellor;
  let asha: TestUser;

  beforeAll(async () => {
    t = await createTestApp(
      { JOB_POLL_SECONDS: '0.5', JOB_RETRY_SECONDS: '1' },
      { now: clock.now, mailer: mailbox.mailer },
    );
    // A second instance on the same database, as behind a load balancer (one connection on PGlite).
    secondDatabase = TEST_DATABASE_KIND === 'postgres' ? await openDatabase(t.config) : t.database;
    second = await buildApp(t.config, {
      database: secondDatabase,
      now: clock.now,
      mailer: mailbox.mailer,
      webDir: t.config.dataDir,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    if (secondDatabase !== t.database) await secondDatabase.close();
    await t.close();
  });
  beforeEach(async () => {
    clock.set(SATURDAY);
    mailbox.failWith = null;
    await deactivateAllCounsellors(t);
    meera = await createCounsellor(t, { firstName: 'Meera' });
    asha = await createUserWithToken(t, 'user', { firstName: 'Asha' });
  });

  /** Asha books Meera at `slot` on `date`, and Meera accepts. */
  async function acceptedSession(date: string, slot: number): Promise<string> {
    await bookAndPay(t, asha, { date, slot, counsellorId: meera.counsellorId });
    const id = await appointmentIdOf(t, asha);
    expect((await decide(t, meera, id, 'accepted')).statusCode).toBe(200);
    await settled(t, SESSION_REMINDERS_JOB);
    return id;
  }

  it('go 24 hours and 1 hour before, to the client and the counsellor, each exactly once', async () => {
    const id = await acceptedSession(MONDAY, 10);
    expect(await reminderKeys(t, asha)).toEqual([]);

    clock.set('2026-11-22T04:29:00.000Z');
    await runJob(t, SESSION_REMINDERS_JOB);
    expect(await reminderKeys(t, asha)).toEqual([]);
    expect(reminderMails(asha.email)).toEqual([]);

    clock.set('2026-11-22T04:30:00.000Z');
    await runJob(t, SESSION_REMINDERS_JOB);
    expect(await reminderKeys(t, asha)).toEqual(['reminder-24h']);
    expect(await reminderKeys(t, meera)).toEqual(['reminder-24h']);
    expect(reminderMails(asha.email).map((mail) => mail.subject)).toEqual([
      'Your session is tomorrow at 10 AM — Sukoon',
    ]);
    expect(reminderMails(asha.email)[0]?.text).toContain('with Meera Rao');
    // The way in is in every reminder, for both people.
    const [room] = await t.database.db
      .select({ link: appointmentsTable.meetingLink })
      .from(appointmentsTable)
      .where(eq(appointmentsTable.id, id));
    expect(room?.link).toBeTruthy();
    expect(reminderMails(asha.email)[0]?.text).toContain(room?.link ?? 'no link');
    expect(reminderMails(meera.email)[0]?.text).toContain(room?.link ?? 'no link');
    expect(reminderMails(meera.email).map((mail) => mail.subject)).toEqual([
      'Session tomorrow at 10 AM — Sukoon',
    ]);
    expect(reminderMails(meera.email)[0]?.text).toContain('with Asha');

    // Later runs of the same minute and the next ones send nothing again.
    await runJob(t, SESSION_REMINDERS_JOB);
    clock.set('2026-11-22T05:30:00.000Z');
    await runJob(t, SESSION_REMINDERS_JOB);
    expect(reminderMails(asha.email)).toHaveLength(1);
    expect(await reminderKeys(t, asha)).toEqual(['reminder-24h']);

    clock.set('2026-11-23T03:30:00.000Z');
    await runJob(t, SESSION_REMINDERS_JOB);
    await runJob(t, SESSION_REMINDERS_JOB);
    expect(await reminderKeys(t, asha)).toEqual(['reminder-1h', 'reminder-24h']);
    expect(await reminderKeys(t, meera)).toEqual(['reminder-1h', 'reminder-24h']);
    expect(reminderMails(asha.email).map((mail) => mail.subject)).toEqual([
      'Your session is tomorrow at 10 AM — Sukoon',
      'Your session is in one hour — Sukoon',
    ]);
    expect(reminderMails(meera.email)).toHaveLength(2);
    const [notice] = (await notificationsOf(t, asha)).filter((row) =>
      row.dedupeKey?.startsWith('reminder-1h'),
    );
    expect(notice).toMatchObject({ kind: 'appointment.reminder', dedupeKey: `reminder-1h:${id}:${asha.id}` });

    // Once it has begun, nothing more.
    clock.set('2026-11-23T04:30:00.000Z');
    await runJob(t, SESSION_REMINDERS_JOB);
    expect(reminderMails(asha.email)).toHaveLength(2);
  });

  it('reach the bell but not the mailbox of a client who turned e-mail off; the counsellor is mailed', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: { authorization: `Bearer ${asha.token}` },
      payload: { email: false },
    });
    expect(off.statusCode).toBe(200);
    await acceptedSession(MONDAY, 11);
    clock.set('2026-11-22T05:30:00.000Z');
    await t.app.jobs.send(SESSION_REMINDERS_JOB);
    await settled(t, SESSION_REMINDERS_JOB);
    expect(await reminderKeys(t, asha)).toEqual(['reminder-24h']);
    expect(reminderMails(asha.email)).toEqual([]);
    expect(reminderMails(meera.email)).toHaveLength(1);
  });

  it('go once when two instances run the job at the same time, and when one run races another', async () => {
    await acceptedSession(MONDAY, 11);
    clock.set('2026-11-22T05:30:00.000Z');
    await Promise.all([t.app.jobs.send(SESSION_REMINDERS_JOB), second.jobs.send(SESSION_REMINDERS_JOB)]);
    await settled(t, SESSION_REMINDERS_JOB);
    expect(await reminderKeys(t, asha)).toEqual(['reminder-24h']);
    expect(reminderMails(asha.email)).toHaveLength(1);
    expect(reminderMails(meera.email)).toHaveLength(1);

    // The same work run twice at once, past the queue (which would let only one run at a time);
    // Monday 11:00 IST is 05:30 UTC.
    clock.set('2026-11-23T04:45:00.000Z');
    const ctx = { db: t.database.db, now: clock.now, mailer: mailbox.mailer, log: t.app.log };
    const run = () =>
      sendDueReminders({
        ...ctx,
        notices: createSessionNotices({
          ...ctx,
          notifications: createNotifications(ctx),
          wantsEmail: () => Promise.resolve(true),
        }),
        appointments: { lockById },
      });
    await Promise.all([run(), run()]);
    expect(await reminderKeys(t, asha)).toEqual(['reminder-1h', 'reminder-24h']);
    expect(await reminderKeys(t, meera)).toEqual(['reminder-1h', 'reminder-24h']);
    expect(reminderMails(asha.email)).toHaveLength(2);
    expect(reminderMails(meera.email)).toHaveLength(2);
  });

  it('that is already due when the session is accepted goes at once, and only the latest one', async () => {
    // Sunday 10:00 IST is under 24 hours away: accepting sends the 24-hour reminder now.
    await acceptedSession(SUNDAY, 10);
    expect(await reminderKeys(t, asha)).toEqual(['reminder-24h']);
    expect(reminderMails(asha.email)).toHaveLength(1);
    expect(reminderMails(meera.email)).toHaveLength(1);

    // Accepted 30 minutes before it begins: the one-hour reminder, never a late "tomorrow".
    const ravi = await createUserWithToken(t, 'user', { firstName: 'Ravi' });
    await bookAndPay(t, ravi, { date: SUNDAY, slot: 11, counsellorId: meera.counsellorId });
    clock.set('2026-11-22T05:00:00.000Z');
    expect((await decide(t, meera, await appointmentIdOf(t, ravi), 'accepted')).statusCode).toBe(200);
    await settled(t, SESSION_REMINDERS_JOB);
    expect(await reminderKeys(t, ravi)).toEqual(['reminder-1h']);
    expect(reminderMails(ravi.email).map((mail) => mail.subject)).toEqual([
      'Your session is in one hour — Sukoon',
    ]);
  });

  it('for a session later the same day says "today" and its hour, in the bell and the mail', async () => {
    // Booked on Saturday morning for 7 PM, accepted at 5:43 PM: 77 minutes ahead, the day's reminder.
    const priya = await createUserWithToken(t, 'user', { firstName: 'Priya', language: 'Hindi' });
    await bookAndPay(t, priya, { date: '2026-11-21', slot: 19, counsellorId: meera.counsellorId });
    clock.set('2026-11-21T12:13:00.000Z');
    expect((await decide(t, meera, await appointmentIdOf(t, priya), 'accepted')).statusCode).toBe(200);
    await settled(t, SESSION_REMINDERS_JOB);
    expect(await reminderKeys(t, priya)).toEqual(['reminder-24h']);
    const priyasMails = mailbox.to(priya.email).map((mail) => mail.subject);
    expect(priyasMails).toContain('आपका सेशन आज शाम 7 बजे है — Sukoon');
    expect(priyasMails.filter((subject) => subject.includes('कल'))).toEqual([]);
    expect(reminderMails(meera.email).map((mail) => mail.subject)).toEqual([
      'Session today at 7 PM — Sukoon',
    ]);
    const [bell] = (await notificationsOf(t, meera)).filter((row) => row.kind === 'appointment.reminder');
    expect(bell?.title).toBe('Session today at 7 PM');
  });

  it('whose e-mail fails are mailed again by the job’s retry, with one in-app notification', async () => {
    await acceptedSession(MONDAY, 12);
    clock.set('2026-11-22T06:30:00.000Z');
    mailbox.failWith = new Error('SMTP is down');
    await t.app.jobs.send(SESSION_REMINDERS_JOB);
    await expect
      .poll(() => jobStates(t, SESSION_REMINDERS_JOB), { timeout: 10_000, interval: 100 })
      .toHaveProperty('retry');
    expect(await reminderKeys(t, asha)).toEqual(['reminder-24h']);
    expect(reminderMails(asha.email)).toEqual([]);

    mailbox.failWith = null;
    await settled(t, SESSION_REMINDERS_JOB);
    expect(reminderMails(asha.email)).toHaveLength(1);
    expect(reminderMails(meera.email)).toHaveLength(1);
    expect(await reminderKeys(t, asha)).toEqual(['reminder-24h']);
  });

  it('recorded before the session was cancelled are not mailed afterwards', async () => {
    const id = await acceptedSession(MONDAY, 13);
    clock.set('2026-11-22T07:30:00.000Z');
    mailbox.failWith = new Error('SMTP is down');
    await t.app.jobs.send(SESSION_REMINDERS_JOB);
    await expect
      .poll(() => jobStates(t, SESSION_REMINDERS_JOB), { timeout: 10_000, interval: 100 })
      .toHaveProperty('retry');
    expect((await decide(t, meera, id, 'cancelled')).statusCode).toBe(200);

    mailbox.failWith = null;
    await settled(t, SESSION_REMINDERS_JOB);
    expect(reminderMails(asha.email)).toEqual([]);
    expect(reminderMails(meera.email)).toEqual([]);
    expect(await reminderKeys(t, asha)).toEqual(['reminder-24h']);
  });
});

describe('session reminders of a session moved after one was sent (RESCHEDULE_CUTOFF_HOURS=12)', () => {
  let t: TestApp;
  let meera: TestCounsellor;
  let asha: TestUser;

  beforeAll(async () => {
    t = await createTestApp(
      { JOB_POLL_SECONDS: '0.5', JOB_RETRY_SECONDS: '1', RESCHEDULE_CUTOFF_HOURS: '12' },
      { now: clock.now, mailer: mailbox.mailer },
    );
    await deactivateAllCounsellors(t);
    meera = await createCounsellor(t, { firstName: 'Meera' });
    asha = await createUserWithToken(t, 'user', { firstName: 'Asha' });
  });
  afterAll(() => t.close());

  it('go again, 24 hours and 1 hour before its new time, each once', async () => {
    clock.set(SATURDAY);
    mailbox.sent.length = 0;
    await bookAndPay(t, asha, { date: MONDAY, slot: 10, counsellorId: meera.counsellorId });
    const id = await appointmentIdOf(t, asha);
    expect((await decide(t, meera, id, 'accepted')).statusCode).toBe(200);
    await settled(t, SESSION_REMINDERS_JOB);
    clock.set('2026-11-22T04:30:00.000Z');
    await runJob(t, SESSION_REMINDERS_JOB);
    expect(reminderMails(asha.email)).toHaveLength(1);

    // 22.5 hours before it, inside the 12-hour cutoff's allowance: moved to Tuesday 10:00 IST.
    clock.set('2026-11-22T06:00:00.000Z');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/reschedule`,
      headers: asha.headers,
      payload: { date: '2026-11-24', slot: 10 },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    // The old time's one-hour mark: nothing, the session is a day later now.
    clock.set('2026-11-23T03:30:00.000Z');
    await runJob(t, SESSION_REMINDERS_JOB);
    expect(reminderMails(asha.email)).toHaveLength(1);
    // 24 hours and 1 hour before the new time: once each, to both, in the app too.
    clock.set('2026-11-23T04:30:00.000Z');
    await runJob(t, SESSION_REMINDERS_JOB);
    await runJob(t, SESSION_REMINDERS_JOB);
    clock.set('2026-11-24T03:30:00.000Z');
    await runJob(t, SESSION_REMINDERS_JOB);
    await runJob(t, SESSION_REMINDERS_JOB);
    for (const person of [asha, meera]) {
      expect(
        reminderMails(person.email).map((mail) => /tomorrow|in one hour/.exec(mail.subject)?.[0]),
      ).toEqual(['tomorrow', 'tomorrow', 'in one hour']);
      expect(await reminderKeys(t, person)).toEqual(['reminder-1h', 'reminder-24h', 'reminder-24h']);
    }
    expect(reminderMails(asha.email)[1]?.text).toMatch(/Tuesday|24 Nov/);
  });
});
