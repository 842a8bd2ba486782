import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { PHONE_MESSAGES_JOB, SESSION_REMINDERS_JOB } from '../../src/background-jobs.ts';
import { loadConfig } from '../../src/config/env.ts';
import { openDatabase } from '../../src/db/client.ts';
import { phoneMessages } from '../../src/db/schema/index.ts';
import { createSmsSender } from '../../src/lib/phone-senders/sms-sender.ts';
import { createWhatsAppSender } from '../../src/lib/phone-senders/whatsapp-sender.ts';
import { bookAndPay, createClock } from '../../src/modules/appointments/appointments-test-kit.ts';
import { createCounsellor } from '../../src/modules/appointments/counsellor-test-kit.ts';
import { createPhoneMessages } from '../../src/modules/phones/phone-messages-service.ts';
import { putPreferences, verifyNumber } from '../../src/modules/phones/phones-test-kit.ts';
import { appointmentIdOf, decide, settled } from '../../src/modules/sessions/session-test-kit.ts';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fake-phone-providers.ts';
import { withDatabaseName } from '../template-database.ts';
import type { TestApp } from '../test-app.ts';
import { createUserWithToken } from '../users-fixture.ts';
import { POSTGRES_URL, runOnPostgres } from './scratch-postgres.ts';

// Two app instances on one PostgreSQL database, each with its own pool and its own job worker,
// on one clock, both pointed at one fake WhatsApp Cloud API: a session's one-hour reminder must
// reach the person's verified number once, however many times and wherever the reminder and
// delivery jobs run.

// Saturday 21 November 2026, 10:30 IST. The session is on Monday the 23rd at 10:00 IST (04:30
// UTC): its one-hour reminder is due at 03:30 UTC that Monday.
const SATURDAY = '2026-11-21T05:00:00.000Z';
const HOUR_BEFORE = '2026-11-23T03:30:00.000Z';
const MONDAY = '2026-11-23';
const WHATSAPP = {
  token: 'wa-instances-token',
  phoneNumberId: '106540352242923',
  appSecret: 'wa-instances-secret',
};
const PHONE = '9731234567';

const clock = createClock(SATURDAY);

describe('a one-hour reminder on WhatsApp with two instances running the jobs', () => {
  const databaseName = `sukoon_phones_${randomUUID().replaceAll('-', '')}`;
  const dataDirs: string[] = [];
  const instances: TestApp[] = [];
  let whatsapp: FakeWhatsApp;

  async function start(): Promise<TestApp> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-phones-'));
    dataDirs.push(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabaseName(POSTGRES_URL, databaseName),
      JWT_SECRET: 'one secret for every instance of this test run',
      DATA_ENCRYPTION_KEY: 'c3Vrb29uLXBob25lcy1pbnN0YW5jZS10ZXN0LWtleSE=',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      PAYMENT_PROVIDER: 'simulated',
      // Only the jobs this test sends run, at once on whichever instance polls first.
      JOB_SCHEDULES: 'false',
      JOB_POLL_SECONDS: '0.5',
      JOB_RETRY_SECONDS: '1',
      WHATSAPP_PROVIDER: 'meta',
      WHATSAPP_API_BASE: whatsapp.apiBase,
      WHATSAPP_TOKEN: WHATSAPP.token,
      WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
      WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
      WHATSAPP_VERIFY_TOKEN: 'wa-instances-verify-token',
    });
    const database = await openDatabase(config);
    const app = await buildApp(config, { database, now: clock.now, webDir: dataDir });
    await app.ready();
    const instance = { app, config, database, close: async () => undefined };
    instances.push(instance);
    return instance;
  }

  /**
   * The delivery service of an instance, called straight: pg-boss runs one delivery job at a time
   * across instances (a stately queue), so only direct calls make two pools claim at once.
   */
  const deliveryOf = (instance: TestApp) =>
    createPhoneMessages({
      db: instance.database.db,
      now: clock.now,
      log: instance.app.log,
      config: instance.config,
      senders: {
        sms: createSmsSender(instance.config, clock.now),
        whatsapp: createWhatsAppSender(instance.config, clock.now),
      },
    });

  beforeAll(async () => {
    whatsapp = await startFakeWhatsApp(WHATSAPP);
    await runOnPostgres(`create database ${databaseName}`);
    // One after the other: the first applies the migrations and creates the job queues.
    await start();
    await start();
  }, 120_000);
  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
    }
    await runOnPostgres(`drop database if exists ${databaseName} with (force)`);
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
    await whatsapp?.close();
  });

  /** Every instance sends `name` at once; waits until none of the runs is left. */
  async function sendOnBoth(name: string, times = 1): Promise<void> {
    const [first] = instances as [TestApp, TestApp];
    await Promise.all(
      Array.from({ length: times }).flatMap(() => instances.map((instance) => instance.app.jobs.send(name))),
    );
    await settled(first, name);
  }

  const templatesTo = (phone: string) =>
    whatsapp.calls.filter((call) => call.to === `91${phone}`).map((call) => call.template.name);

  it('reaches the WhatsApp fake exactly once, though both instances record and deliver it', async () => {
    const [first, second] = instances as [TestApp, TestApp];
    // The client verifies the number and turns WhatsApp on through the first instance…
    const client = await createUserWithToken(first, 'user', { firstName: 'Asha', phone: PHONE });
    await verifyNumber(first, client, PHONE);
    expect((await putPreferences(first, client, { whatsapp: true })).statusCode).toBe(200);
    // …books and pays there, and the counsellor accepts on the second.
    const meera = await createCounsellor(first, { firstName: 'Meera' });
    await bookAndPay(first, client, { date: MONDAY, slot: 10, counsellorId: meera.counsellorId });
    const id = await appointmentIdOf(first, client);
    expect((await decide(second, meera, id, 'accepted')).statusCode).toBe(200);
    await sendOnBoth(PHONE_MESSAGES_JOB);
    expect(templatesTo(PHONE)).toEqual(['sukoon_session_accepted']);

    // An hour before: both instances run the reminder job, three times each, and the delivery job
    // it sends races two deliveries called straight on the two pools.
    clock.set(HOUR_BEFORE);
    const deliveries = instances.map(deliveryOf);
    await Promise.all([
      sendOnBoth(SESSION_REMINDERS_JOB, 3),
      ...deliveries.map((delivery) => delivery.deliver()),
      ...deliveries.map((delivery) => delivery.deliver()),
    ]);
    await Promise.all([
      sendOnBoth(PHONE_MESSAGES_JOB, 2),
      ...deliveries.map((delivery) => delivery.deliver()),
    ]);
    // And again a minute later, as the schedule would: nothing more is owed.
    clock.advanceMinutes(1);
    await sendOnBoth(SESSION_REMINDERS_JOB, 2);
    await Promise.all([
      sendOnBoth(PHONE_MESSAGES_JOB, 2),
      ...deliveries.map((delivery) => delivery.deliver()),
    ]);

    const hourReminders = templatesTo(PHONE).filter((name) => name === 'sukoon_session_reminder_1h');
    expect(hourReminders).toHaveLength(1);
    // No message of the session went twice.
    expect(new Set(templatesTo(PHONE)).size).toBe(templatesTo(PHONE).length);
    // One row owed it, and it is marked sent with the provider's id of that one call.
    const rows = await first.database.db
      .select({
        state: phoneMessages.state,
        attempts: phoneMessages.attempts,
        id: phoneMessages.providerMessageId,
      })
      .from(phoneMessages)
      .where(and(eq(phoneMessages.appointmentId, id), eq(phoneMessages.event, 'session_reminder_1h')));
    const sentCall = whatsapp.calls.find((call) => call.template.name === 'sukoon_session_reminder_1h');
    expect(rows).toEqual([{ state: 'sent', attempts: 1, id: sentCall?.id }]);
  }, 120_000);
});
