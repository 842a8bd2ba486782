import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { EXPIRE_REQUESTS_JOB, PHONE_MESSAGES_JOB, SESSION_REMINDERS_JOB } from '../../background-jobs.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import {
  startFakeSmsProvider,
  startFakeWhatsApp,
  type FakeWhatsApp,
  type SmsCall,
} from '../../../test/fake-phone-providers.ts';
import { bookAndPay, createClock, createMailbox } from '../appointments/appointments-test-kit.ts';
import {
  createCounsellor,
  deactivateAllCounsellors,
  type TestCounsellor,
} from '../appointments/counsellor-test-kit.ts';
import { appointmentIdOf, decide, runJob, settled } from '../sessions/session-test-kit.ts';
import { putPreferences, verifyNumber } from './phones-test-kit.ts';

// Saturday 21 November 2026, 10:30 in India. A session on Monday the 23rd at 10:00 IST begins at
// 04:30 UTC: its 24-hour reminder is due at 04:30 UTC on Sunday, its one-hour one at 03:30 on Monday.
const SATURDAY = '2026-11-21T05:00:00.000Z';
const MONDAY = '2026-11-23';
const REASON = 'I would like to talk about stress at work.';
const WHATSAPP = {
  token: 'wa-test-token',
  phoneNumberId: '106540352242922',
  appSecret: 'wa-app-secret-for-tests',
};
const VERIFY_TOKEN = 'wa-verify-token-for-tests';
const METRICS_TOKEN = 'phone-metrics-token-for-tests';
const TEMPLATE_IDS = {
  verification_code: '1107160000000000001',
  session_accepted: '1107160000000000002',
  session_reminder_24h: '1107160000000000003',
  session_reminder_1h: '1107160000000000004',
  session_moved: '1107160000000000005',
  session_cancelled: '1107160000000000006',
  request_expired: '1107160000000000007',
};

const clock = createClock(SATURDAY);
const mailbox = createMailbox();
let serial = 0;
const newNumber = () => `97${String(30_000_000 + (serial += 1)).padStart(8, '0')}`;

describe('session messages on SMS and WhatsApp', () => {
  let t: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;
  let whatsapp: FakeWhatsApp;
  let sms: Awaited<ReturnType<typeof startFakeSmsProvider>>;
  let meera: TestCounsellor;

  beforeAll(async () => {
    whatsapp = await startFakeWhatsApp(WHATSAPP);
    sms = await startFakeSmsProvider('sms-test-key');
    t = await createTestApp(
      {
        JOB_POLL_SECONDS: '0.5',
        JOB_RETRY_SECONDS: '1',
        METRICS_TOKEN,
        SMS_PROVIDER: 'dlt',
        SMS_API_BASE: sms.apiBase,
        SMS_API_KEY: 'sms-test-key',
        SMS_SENDER_ID: 'SUKOON',
        SMS_TEMPLATE_IDS: JSON.stringify(TEMPLATE_IDS),
        WHATSAPP_PROVIDER: 'meta',
        WHATSAPP_API_BASE: whatsapp.apiBase,
        WHATSAPP_TOKEN: WHATSAPP.token,
        WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
        WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
        WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      },
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
    await whatsapp.close();
    await sms.close();
  });
  beforeEach(async () => {
    clock.set(SATURDAY);
    await deactivateAllCounsellors(t);
    meera = await createCounsellor(t, { firstName: 'Meera' });
  });

  const codeIn = (call: SmsCall | undefined) => /\b(\d{6})\b/.exec(call?.message ?? '')?.[1] ?? '';

  /** A client with a verified number (the code comes through the SMS provider) and these channels on. */
  async function clientWith(channels: { sms?: boolean; whatsapp?: boolean }, language = 'English (US)') {
    const phone = newNumber();
    const client = await createUserWithToken(t, 'user', { firstName: 'Asha', phone, language });
    await verifyNumber(t, client, phone, () =>
      codeIn(sms.calls.filter((call) => call.to === `91${phone}`).at(-1)),
    );
    expect((await putPreferences(t, client, channels)).statusCode).toBe(200);
    return { client, phone };
  }

  /** `client` books Meera at `slot` on Monday, and Meera accepts. */
  async function acceptedSession(client: TestUser, slot: number): Promise<string> {
    await bookAndPay(t, client, { date: MONDAY, slot, counsellorId: meera.counsellorId, reason: REASON });
    const id = await appointmentIdOf(t, client);
    expect((await decide(t, meera, id, 'accepted')).statusCode).toBe(200);
    await settled(t, SESSION_REMINDERS_JOB);
    return id;
  }

  /** Both instances send the phone job at once; waits until neither has anything left to run. */
  async function deliverOnBoth(): Promise<void> {
    await Promise.all([t.app.jobs.send(PHONE_MESSAGES_JOB), second.jobs.send(PHONE_MESSAGES_JOB)]);
    await settled(t, PHONE_MESSAGES_JOB);
  }

  const whatsappTo = (phone: string) => whatsapp.calls.filter((call) => call.to === `91${phone}`);
  const smsTo = (phone: string) =>
    sms.calls.filter(
      (call) => call.to === `91${phone}` && call.template_id !== TEMPLATE_IDS.verification_code,
    );

  it('the acceptance and both reminders reach WhatsApp and SMS once each, in the person’s language, with the room link and nothing of the reason', async () => {
    const { client, phone } = await clientWith({ whatsapp: true, sms: true }, 'Hindi');
    const id = await acceptedSession(client, 10);
    await deliverOnBoth();
    expect(whatsappTo(phone).map((call) => call.template.name)).toEqual(['sukoon_session_accepted']);
    const [accepted] = whatsappTo(phone);
    expect(accepted?.template.language).toEqual({ code: 'hi' });
    expect(accepted?.parameters).toEqual([
      'Asha',
      expect.stringMatching(/भारतीय समय$/) as string,
      `${t.config.appUrl}/session/${id}`,
    ]);
    expect(smsTo(phone).map((call) => call.template_id)).toEqual([TEMPLATE_IDS.session_accepted]);
    expect(smsTo(phone)[0]?.message).toContain(`/session/${id}`);
    expect(smsTo(phone)[0]?.message).toMatch(/नमस्ते Asha/);
    for (const text of [
      ...whatsappTo(phone).map((call) => JSON.stringify(call)),
      ...smsTo(phone).map((call) => call.message),
    ]) {
      expect(text).not.toContain('stress');
    }

    // The 24-hour reminder, with both instances running both jobs at once, and again.
    clock.set('2026-11-22T04:30:00.000Z');
    await Promise.all([t.app.jobs.send(SESSION_REMINDERS_JOB), second.jobs.send(SESSION_REMINDERS_JOB)]);
    await settled(t, SESSION_REMINDERS_JOB);
    await deliverOnBoth();
    await deliverOnBoth();
    expect(whatsappTo(phone).map((call) => call.template.name)).toEqual([
      'sukoon_session_accepted',
      'sukoon_session_reminder_24h',
    ]);

    clock.set('2026-11-23T03:30:00.000Z');
    await Promise.all([runJob(t, SESSION_REMINDERS_JOB), second.jobs.send(SESSION_REMINDERS_JOB)]);
    await settled(t, SESSION_REMINDERS_JOB);
    await deliverOnBoth();
    expect(whatsappTo(phone).map((call) => call.template.name)).toEqual([
      'sukoon_session_accepted',
      'sukoon_session_reminder_24h',
      'sukoon_session_reminder_1h',
    ]);
    expect(smsTo(phone).map((call) => call.template_id)).toEqual([
      TEMPLATE_IDS.session_accepted,
      TEMPLATE_IDS.session_reminder_24h,
      TEMPLATE_IDS.session_reminder_1h,
    ]);
    // The counsellor has no number: the mails and the bell reached them, nothing else.
    expect(whatsapp.calls.filter((call) => call.parameters[0] === 'Meera')).toEqual([]);

    const metrics = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(/sukoon_phone_messages\{channel="whatsapp",state="sent"\} [1-9]/);
  });

  it('with only e-mail on, nothing goes to the phone; a cancellation reaches WhatsApp once', async () => {
    const quiet = await clientWith({});
    await acceptedSession(quiet.client, 11);
    await deliverOnBoth();
    expect(whatsappTo(quiet.phone)).toEqual([]);
    expect(smsTo(quiet.phone)).toEqual([]);

    const { client, phone } = await clientWith({ whatsapp: true });
    const id = await acceptedSession(client, 12);
    expect((await decide(t, meera, id, 'cancelled')).statusCode).toBe(200);
    await deliverOnBoth();
    expect(whatsappTo(phone).map((call) => call.template.name)).toEqual([
      'sukoon_session_accepted',
      'sukoon_session_cancelled',
    ]);
    // A reminder for the cancelled session is never owed.
    clock.set('2026-11-22T06:30:00.000Z');
    await runJob(t, SESSION_REMINDERS_JOB);
    await deliverOnBoth();
    expect(whatsappTo(phone)).toHaveLength(2);
  });

  it('a provider that fails is tried again with back-off, after the last try the message shows to admins, and an admin’s “Try again” sends it once', async () => {
    const admin = await createUserWithToken(t, 'admin');
    const failedList = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/phone-messages/failed', headers: admin.headers })
      ).json<
        {
          _id: string;
          channel: string;
          event: string;
          toLastDigits: string;
          attempts: number;
          lastError: string;
        }[]
      >();
    const retry = (id: string, headers: Record<string, string> = admin.headers) =>
      t.app.inject({ method: 'POST', url: `/api/admin/phone-messages/${id}/retry`, headers });
    const before = (await failedList()).length;

    // A rate limit once: the next try goes through.
    const { client, phone } = await clientWith({ whatsapp: true });
    whatsapp.failNext(1, 'rate-limit');
    await acceptedSession(client, 13);
    await deliverOnBoth();
    expect(whatsappTo(phone)).toEqual([]);
    clock.advanceMinutes(1);
    await deliverOnBoth();
    expect(whatsappTo(phone).map((call) => call.template.name)).toEqual(['sukoon_session_accepted']);

    // An outage through all four tries.
    const unlucky = await clientWith({ whatsapp: true });
    whatsapp.failNext(4, 'outage');
    await acceptedSession(unlucky.client, 14);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await deliverOnBoth();
      if (attempt < 4) expect(await failedList()).toHaveLength(before);
      clock.advanceMinutes(1);
    }
    await deliverOnBoth();
    expect(whatsappTo(unlucky.phone)).toEqual([]);
    const failed = await failedList();
    expect(failed).toHaveLength(before + 1);
    expect(failed[0]).toMatchObject({
      channel: 'whatsapp',
      event: 'session_accepted',
      toLastDigits: unlucky.phone.slice(-4),
      attempts: 4,
      lastError: expect.stringMatching(/500/) as string,
    });
    expect(JSON.stringify(failed)).not.toContain(unlucky.phone);
    // Only admins see it.
    const asClient = await t.app.inject({
      method: 'GET',
      url: '/api/admin/phone-messages/failed',
      headers: unlucky.client.headers,
    });
    expect(asClient.statusCode).toBe(403);

    // Try again: only an admin may, and only a message that gave up.
    const failedId = failed[0]?._id ?? '';
    expect((await retry(failedId, unlucky.client.headers)).statusCode).toBe(403);
    expect((await retry(failedId, meera.headers)).statusCode).toBe(403);
    expect((await retry(failedId, {})).statusCode).toBe(401);
    expect((await retry(randomUUID())).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await retry('not-an-id')).statusCode).toBe(404);
    const again = await retry(failedId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ _id: failedId, message: expect.stringMatching(/queue/) as string });
    // Pressed twice (two admins, or a stale list): the second is told it is no longer failed.
    const twice = await retry(failedId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await failedList()).toHaveLength(before);

    // Both instances deliver, twice over: it reaches WhatsApp once, in the same words as at first.
    await deliverOnBoth();
    await deliverOnBoth();
    expect(whatsappTo(unlucky.phone).map((call) => call.template.name)).toEqual(['sukoon_session_accepted']);
    expect(await failedList()).toHaveLength(before);
    const sent = await retry(failedId);
    expect(sent.statusCode).toBe(409);
  });

  it('the webhook: Meta’s handshake, signed status updates, and STOP turns WhatsApp off with a consent row', async () => {
    const handshake = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(handshake.statusCode).toBe(200);
    expect(handshake.body).toBe('1158201444');
    const wrongToken = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(wrongToken.statusCode).toBe(400);

    const { client, phone } = await clientWith({ whatsapp: true });
    await acceptedSession(client, 15);
    await deliverOnBoth();
    const [sent] = whatsappTo(phone);
    const post = (event: { body: string; signature: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': event.signature },
        payload: event.body,
      });
    const delivered = whatsapp.statusEvent(sent?.id ?? '', 'delivered');
    expect((await post({ ...delivered, signature: `sha256=${'0'.repeat(64)}` })).statusCode).toBe(400);
    expect((await post(delivered)).statusCode).toBe(200);
    const exported = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/me/export', headers: client.headers })).json<{
        phoneMessages: { deliveryStatus: string | null }[];
        channelConsents: { channel: string; given: boolean; source: string }[];
      }>();
    expect((await exported()).phoneMessages).toMatchObject([{ deliveryStatus: 'delivered' }]);

    expect((await post(whatsapp.incomingText(phone, ' Stop '))).statusCode).toBe(200);
    const preferences = await t.app.inject({
      method: 'GET',
      url: '/api/me/notification-preferences',
      headers: client.headers,
    });
    expect(preferences.json()).toMatchObject({ whatsapp: false, verifiedPhone: phone });
    expect((await exported()).channelConsents.filter((row) => row.source === 'stop')).toEqual([
      expect.objectContaining({ channel: 'whatsapp', given: false }),
    ]);
    // Nothing more goes to WhatsApp: the reminder is owed on no phone channel.
    clock.set('2026-11-22T08:30:00.000Z');
    await runJob(t, SESSION_REMINDERS_JOB);
    await deliverOnBoth();
    expect(whatsappTo(phone)).toHaveLength(1);
  });

  it('a move and an expired request reach WhatsApp once each, and reminders follow the new time', async () => {
    const { client, phone } = await clientWith({ whatsapp: true });
    const id = await acceptedSession(client, 10);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/reschedule`,
      headers: client.headers,
      payload: { date: '2026-11-24', slot: 10 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await deliverOnBoth();
    expect(whatsappTo(phone).map((call) => call.template.name)).toEqual([
      'sukoon_session_accepted',
      'sukoon_session_moved',
    ]);
    expect(whatsappTo(phone)[1]?.parameters[1]).toMatch(/^Tue, 24 Nov 2026, 10 AM IST$/);
    // The old time's reminder never comes; the new time's comes once.
    clock.set('2026-11-22T04:30:00.000Z');
    await runJob(t, SESSION_REMINDERS_JOB);
    await deliverOnBoth();
    clock.set('2026-11-23T04:30:00.000Z');
    await runJob(t, SESSION_REMINDERS_JOB);
    await runJob(t, SESSION_REMINDERS_JOB);
    await deliverOnBoth();
    expect(whatsappTo(phone).map((call) => call.template.name)).toEqual([
      'sukoon_session_accepted',
      'sukoon_session_moved',
      'sukoon_session_reminder_24h',
    ]);

    // A request nobody accepted by its start: rejected by itself, refunded, and told on WhatsApp.
    clock.set(SATURDAY);
    const waiting = await clientWith({ whatsapp: true });
    await bookAndPay(t, waiting.client, { date: MONDAY, slot: 11, counsellorId: meera.counsellorId });
    clock.set('2026-11-23T05:30:00.000Z');
    await runJob(t, EXPIRE_REQUESTS_JOB);
    await Promise.all([runJob(t, EXPIRE_REQUESTS_JOB), second.jobs.send(EXPIRE_REQUESTS_JOB)]);
    await deliverOnBoth();
    expect(whatsappTo(waiting.phone).map((call) => call.template.name)).toEqual(['sukoon_request_expired']);
  });
});
