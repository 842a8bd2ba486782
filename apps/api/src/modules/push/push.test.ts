import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES_JOB, SESSION_REMINDERS_JOB } from '../../background-jobs.ts';
import { pushMessages, pushSubscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from '../../../test/fake-push-service.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { bookAndPay, createClock, createMailbox } from '../appointments/appointments-test-kit.ts';
import {
  createCounsellor,
  deactivateAllCounsellors,
  type TestCounsellor,
} from '../appointments/counsellor-test-kit.ts';
import { putPreferences } from '../phones/phones-test-kit.ts';
import { appointmentIdOf, decide, runJob, settled } from '../sessions/session-test-kit.ts';

// Saturday 21 November 2026, 10:30 in India; the sessions are on Monday the 23rd.
const SATURDAY = '2026-11-21T05:00:00.000Z';
const MONDAY = '2026-11-23';
const REASON = 'I keep worrying about my exams.';

const clock = createClock(SATURDAY);
const mailbox = createMailbox();

describe('web push', () => {
  let t: TestApp;
  let pushService: FakePushService;
  let meera: TestCounsellor;

  beforeAll(async () => {
    pushService = await startFakePushService();
    t = await createTestApp(
      { JOB_POLL_SECONDS: '0.5', JOB_RETRY_SECONDS: '1', PUSH_SERVICE_HOSTS: pushService.host },
      { now: clock.now, mailer: mailbox.mailer, pushAgent: pushService.agent },
    );
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });
  beforeEach(async () => {
    clock.set(SATURDAY);
    await deactivateAllCounsellors(t);
    meera = await createCounsellor(t, { firstName: 'Meera' });
  });

  const subscribe = (user: TestUser | undefined, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: user?.headers ?? {},
      payload: body as object,
    });
  const unsubscribe = (user: TestUser, endpoint: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: user.headers,
      payload: { endpoint },
    });

  /** A client with push on and one subscribed device. */
  async function clientWithPush(
    language = 'English (US)',
  ): Promise<{ client: TestUser; device: FakeSubscription }> {
    const client = await createUserWithToken(t, 'user', { firstName: 'Asha', language });
    const device = pushService.subscribe();
    expect((await subscribe(client, device)).statusCode).toBe(200);
    expect((await putPreferences(t, client, { push: true })).statusCode).toBe(200);
    return { client, device };
  }

  async function acceptedSession(client: TestUser, slot: number): Promise<string> {
    await bookAndPay(t, client, { date: MONDAY, slot, counsellorId: meera.counsellorId, reason: REASON });
    const id = await appointmentIdOf(t, client);
    expect((await decide(t, meera, id, 'accepted')).statusCode).toBe(200);
    await settled(t, SESSION_REMINDERS_JOB);
    return id;
  }

  const receivedBy = (device: FakeSubscription) =>
    pushService.received.filter((push) => push.endpoint === device.endpoint);

  it('serves the VAPID public key, generated once into DATA_DIR with mode 0600', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json<{
      vapidPublicKey: string;
    }>();
    expect(config.vapidPublicKey).toBe(t.config.push.vapidPublicKey);
    expect(Buffer.from(config.vapidPublicKey, 'base64url')).toHaveLength(65);
    const file = path.join(t.config.dataDir, 'vapid-keys.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ publicKey: config.vapidPublicKey });
  });

  it('subscribes and unsubscribes a device; refuses strangers, other hosts and broken keys', async () => {
    const ravi = await createUserWithToken(t, 'user', { firstName: 'Ravi' });
    const device = pushService.subscribe();
    expect((await subscribe(undefined, device)).statusCode).toBe(401);
    const elsewhere = await subscribe(ravi, { ...device, endpoint: 'https://push.example.org/abc' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { endpoint: expect.any(String) as string },
    });
    expect(
      (await subscribe(ravi, { ...device, endpoint: device.endpoint.replace('https:', 'http:') })).statusCode,
    ).toBe(400);
    expect((await subscribe(ravi, { ...device, keys: { ...device.keys, p256dh: 'short' } })).statusCode).toBe(
      400,
    );

    const first = await subscribe(ravi, device);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'This device will get your session notices.', devices: 1 });
    expect((await subscribe(ravi, device)).json()).toMatchObject({ devices: 1 });

    // The same phone, another person signs in and subscribes it: it is theirs now, not Ravi's.
    const sita = await createUserWithToken(t, 'user', { firstName: 'Sita' });
    expect((await subscribe(sita, device)).json()).toMatchObject({ devices: 1 });
    expect((await unsubscribe(ravi, device.endpoint)).json()).toMatchObject({ devices: 0 });
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows.map((row) => row.userId)).toEqual([sita.id]);

    const gone = await unsubscribe(sita, device.endpoint);
    expect(gone.json()).toEqual({ message: 'This device will no longer get session notices.', devices: 0 });
  });

  it('sends an acceptance once, encrypted to the device, in the person’s language, opening the room, and nothing of the reason', async () => {
    const { client, device } = await clientWithPush('Marathi');
    const id = await acceptedSession(client, 10);
    await runJob(t, PUSH_MESSAGES_JOB);
    await runJob(t, PUSH_MESSAGES_JOB);
    expect(receivedBy(device)).toHaveLength(1);
    const [push] = receivedBy(device);
    expect(push?.vapidKey).toBe(t.config.push.vapidPublicKey);
    expect(push?.urgency).toBe('high');
    expect(push?.payload).toEqual({
      title: 'Sukoon',
      body: expect.stringMatching(/^तुमचे सत्र .*भारतीय वेळ साठी निश्चित झाले आहे/) as string,
      path: `/session/${id}`,
      tag: `sukoon-session-${id}`,
    });
    expect(JSON.stringify(push?.payload)).not.toMatch(/exams|Asha|Meera/);

    // The 24-hour reminder goes too, once.
    clock.set('2026-11-22T04:30:00.000Z');
    await runJob(t, SESSION_REMINDERS_JOB);
    await settled(t, PUSH_MESSAGES_JOB);
    await runJob(t, PUSH_MESSAGES_JOB);
    expect(receivedBy(device).map((received) => received.payload.body)).toEqual([
      expect.stringContaining('निश्चित') as string,
      expect.stringMatching(/^आठवण: तुमचे सत्र उद्या आहे/) as string,
    ]);
  });

  it('a 410 from the push service deletes the device and what it was owed', async () => {
    const { client, device } = await clientWithPush();
    const other = pushService.subscribe();
    expect((await subscribe(client, other)).json()).toMatchObject({ devices: 2 });
    pushService.markGone(device.endpoint);
    await acceptedSession(client, 11);
    await runJob(t, PUSH_MESSAGES_JOB);
    expect(pushService.requests).toContain(`410 ${device.endpoint}`);
    expect(receivedBy(other)).toHaveLength(1);
    expect(receivedBy(other)[0]?.payload.body).toMatch(
      /^Your session is confirmed for Mon, 23 Nov 2026, 11 AM IST/,
    );
    const devices = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, client.id));
    expect(devices.map((row) => row.endpoint)).toEqual([other.endpoint]);
    const owed = await t.database.db.select().from(pushMessages).where(eq(pushMessages.userId, client.id));
    expect(owed.map((row) => [row.subscriptionId, row.state])).toEqual([[devices[0]?.id, 'sent']]);
  });

  it('with push off nothing is recorded or sent; turning it off voids what was owed', async () => {
    const quiet = await createUserWithToken(t, 'user', { firstName: 'Kiran' });
    const device = pushService.subscribe();
    expect((await subscribe(quiet, device)).statusCode).toBe(200);
    await acceptedSession(quiet, 12);
    await runJob(t, PUSH_MESSAGES_JOB);
    expect(receivedBy(device)).toEqual([]);
    expect(await t.database.db.select().from(pushMessages).where(eq(pushMessages.userId, quiet.id))).toEqual(
      [],
    );

    const { client, device: phone } = await clientWithPush();
    await acceptedSession(client, 13);
    expect((await putPreferences(t, client, { push: false })).statusCode).toBe(200);
    await runJob(t, PUSH_MESSAGES_JOB);
    expect(receivedBy(phone)).toEqual([]);
    const owed = await t.database.db.select().from(pushMessages).where(eq(pushMessages.userId, client.id));
    expect(owed.map((row) => row.state)).toEqual(['void']);
  });
});
