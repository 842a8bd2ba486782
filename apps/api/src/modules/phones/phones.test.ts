import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { createClock } from '../appointments/appointments-test-kit.ts';
import { startFakeSmsProvider, type SmsCall } from '../../../test/fake-phone-providers.ts';
import {
  getPreferences,
  latestCodeTo,
  putPreferences,
  readPhoneOutbox,
  requestCode,
  submitCode,
  verifyNumber,
} from './phones-test-kit.ts';

const clock = createClock('2026-11-21T05:00:00.000Z');
let serial = 0;
/** A fresh Indian mobile number for each use, so the per-number limit never carries over. */
const newNumber = () => `98${String(20_000_000 + (serial += 1)).padStart(8, '0')}`;

describe('verified mobile numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  const phoneOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/me/phone', headers: user.headers })).json<{
      phone: string;
      verified: boolean;
    }>();
  const profileOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/profile/read', headers: user.headers })).json<{
      phone: string;
      phoneVerified: boolean;
    }>();

  it('sends a 6-digit code by SMS, kept only as a hash, and the code makes the number the account’s', async () => {
    const phone = newNumber();
    const asha = await createUserWithToken(t, 'user', { firstName: 'Asha', phone });
    expect(await phoneOf(asha)).toMatchObject({ phone, verified: false });

    const sent = await requestCode(t, asha, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ phone, expiresInMinutes: 10, resendAfterSeconds: 30 });
    const [sms] = readPhoneOutbox(t.config.dataDir, 'sms');
    expect(sms).toMatchObject({ channel: 'sms', to: phone, language: 'en' });
    expect(sms?.text).toMatch(/^\d{6} is your Sukoon code/);
    const code = latestCodeTo(t.config.dataDir, phone);
    // What the export shows of the pending code: the number and its expiry, never the code.
    const exported = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: asha.headers });
    expect(exported.json<{ phoneVerifications: unknown[] }>().phoneVerifications).toHaveLength(1);
    expect(exported.body).not.toContain(code);

    const verified = await submitCode(t, asha, phone, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ phone, verified: true });
    expect(await phoneOf(asha)).toMatchObject({ phone, verified: true });
    expect(await profileOf(asha)).toMatchObject({ phone, phoneVerified: true });
    // Used once: the same code again finds nothing to match.
    expect((await submitCode(t, asha, phone, code)).statusCode).toBe(400);
  });

  it('a code lasts 10 minutes (the app’s clock), and 5 wrong tries void it', async () => {
    const phone = newNumber();
    const ravi = await createUserWithToken(t, 'user', { phone });
    await requestCode(t, ravi, phone);
    const code = latestCodeTo(t.config.dataDir, phone);
    clock.advanceMinutes(11);
    const late = await submitCode(t, ravi, phone, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'OTP_EXPIRED' });
    clock.set('2026-11-21T05:00:00.000Z');

    await requestCode(t, ravi, phone);
    const fresh = latestCodeTo(t.config.dataDir, phone);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let tries = 1; tries <= 4; tries += 1) {
      expect((await submitCode(t, ravi, phone, wrong)).json()).toMatchObject({ code: 'OTP_INVALID' });
    }
    const fifth = await submitCode(t, ravi, phone, wrong);
    expect(fifth.json()).toMatchObject({
      code: 'OTP_INVALID',
      message: expect.stringMatching(/Too many wrong codes/) as string,
    });
    // The right code after that is too late: a new one must be asked for.
    expect((await submitCode(t, ravi, phone, fresh)).statusCode).toBe(400);
    expect(await phoneOf(ravi)).toMatchObject({ verified: false });
    // A code is for the number it went to.
    const other = newNumber();
    await requestCode(t, ravi, other);
    expect((await submitCode(t, ravi, phone, latestCodeTo(t.config.dataDir, other))).statusCode).toBe(400);
  });

  it('limits codes per account and per number', async () => {
    const meena = await createUserWithToken(t, 'user');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await requestCode(t, meena, newNumber(), `fd00::a:${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    // One number, asked for by many accounts (someone flooding a phone with codes).
    const target = newNumber();
    const byNumber: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const asker = await createUserWithToken(t, 'user');
      byNumber.push((await requestCode(t, asker, target, `fd00::b:${i}`)).statusCode);
    }
    expect(byNumber).toEqual([200, 200, 200, 200, 200, 429]);
    expect(readPhoneOutbox(t.config.dataDir, 'sms').filter((sms) => sms.to === target)).toHaveLength(5);
  });

  it('a number typed by someone else blocks nobody, cannot be verified without the code, and leaves their profile once verified', async () => {
    const phone = newNumber();
    const owner = await createUserWithToken(t, 'user', { firstName: 'Owner', phone });
    const squatter = await createUserWithToken(t, 'user', { firstName: 'Squatter', phone });
    // The squatter asks for a code: it goes to the phone, which they do not hold.
    expect((await requestCode(t, squatter, phone)).statusCode).toBe(200);
    const guesses = await Promise.all(
      ['123456', '654321'].map((guess) => submitCode(t, squatter, phone, guess)),
    );
    expect(guesses.map((guess) => guess.statusCode)).toEqual([400, 400]);

    await verifyNumber(t, owner, phone);
    expect(await profileOf(squatter)).toMatchObject({ phone: '', phoneVerified: false });
    expect(await profileOf(owner)).toMatchObject({ phone, phoneVerified: true });

    // Asking again answers as for any number: it does not say who holds it.
    const fresh = await requestCode(t, squatter, newNumber());
    const taken = await requestCode(t, squatter, phone);
    expect(taken.statusCode).toBe(200);
    expect(Object.keys(taken.json<object>()).sort()).toEqual(Object.keys(fresh.json<object>()).sort());
    // Even with the code (the owner's phone got it), it stays the owner's: 409 and why.
    const conflict = await submitCode(t, squatter, phone, latestCodeTo(t.config.dataDir, phone));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      message: expect.stringMatching(/already verified by another account/) as string,
    });
    expect(await phoneOf(owner)).toMatchObject({ phone, verified: true });
  });

  it('the profile’s new number is unverified again, and removing the number turns SMS and WhatsApp off', async () => {
    const phone = newNumber();
    const kiran = await createUserWithToken(t, 'user', { phone });
    await verifyNumber(t, kiran, phone);
    expect((await putPreferences(t, kiran, { whatsapp: true, sms: true })).statusCode).toBe(200);

    const moved = newNumber();
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile/write',
      headers: kiran.headers,
      payload: { phone: moved },
    });
    expect(write.statusCode).toBe(200);
    expect(await phoneOf(kiran)).toMatchObject({ phone: moved, verified: false });
    expect((await getPreferences(t, kiran)).json()).toMatchObject({
      sms: false,
      whatsapp: false,
      verifiedPhone: '',
    });

    await verifyNumber(t, kiran, moved);
    // Consent was for the old number: the new one starts with the phone channels off.
    expect((await getPreferences(t, kiran)).json()).toMatchObject({
      sms: false,
      whatsapp: false,
      verifiedPhone: moved,
    });
    await putPreferences(t, kiran, { whatsapp: true });
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/me/phone', headers: kiran.headers });
    expect(removed.json()).toMatchObject({ phone: '', verified: false });
    expect((await getPreferences(t, kiran)).json()).toMatchObject({ whatsapp: false, verifiedPhone: '' });
    const consents = (
      await t.app.inject({ method: 'GET', url: '/api/me/export', headers: kiran.headers })
    ).json<{ channelConsents: { channel: string; given: boolean; source: string }[] }>().channelConsents;
    // The app's clock stands still here, so the rows are compared without their order.
    expect(
      consents.map(({ channel, given, source }) => `${channel} ${given ? 'on' : 'off'} ${source}`).sort(),
    ).toEqual([
      'sms off number',
      'sms on preferences',
      'whatsapp off number',
      'whatsapp off number',
      'whatsapp on preferences',
      'whatsapp on preferences',
    ]);
  });
});

describe('notification preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('start with e-mail on and the rest off; SMS and WhatsApp need a verified number; each turn is a consent', async () => {
    const phone = newNumber();
    const user = await createUserWithToken(t, 'user', { phone });
    expect((await getPreferences(t, user)).json()).toEqual({
      email: true,
      sms: false,
      whatsapp: false,
      push: false,
      verifiedPhone: '',
    });
    const refused = await putPreferences(t, user, { whatsapp: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/^whatsapp: needs a verified mobile number/) as string,
    });
    expect(refused.json<{ fields: Record<string, string> }>().fields).toHaveProperty('whatsapp');
    // Refused in Hindi too, by key.
    const hindi = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: { ...user.headers, 'accept-language': 'hi' },
      payload: { sms: true },
    });
    expect(hindi.json<{ message: string }>().message).toMatch(/पुष्टि/);
    // Turning them off needs nothing; unknown channels are refused.
    expect((await putPreferences(t, user, { email: false, push: true })).json()).toMatchObject({
      email: false,
      push: true,
    });
    expect((await putPreferences(t, user, { fax: true })).statusCode).toBe(400);

    await verifyNumber(t, user, phone);
    const on = await putPreferences(t, user, { whatsapp: true, sms: true });
    expect(on.json()).toEqual({ email: false, sms: true, whatsapp: true, push: true, verifiedPhone: phone });
    await putPreferences(t, user, { sms: false });
    // Sending the same choice again records no second consent.
    await putPreferences(t, user, { whatsapp: true });
    const exported = (
      await t.app.inject({ method: 'GET', url: '/api/me/export', headers: user.headers })
    ).json<{
      channelConsents: { channel: string; given: boolean }[];
      notificationPreferences: { sms: boolean; whatsapp: boolean }[];
    }>();
    expect(exported.channelConsents.map((row) => `${row.channel}:${row.given}`).sort()).toEqual([
      'sms:false',
      'sms:true',
      'whatsapp:true',
    ]);
    expect(exported.notificationPreferences).toMatchObject([{ sms: false, whatsapp: true }]);
  });
});

describe('SMS codes through a DLT provider', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startFakeSmsProvider>>;
  const templateIds = {
    verification_code: '1107160000000000001',
    session_accepted: '1107160000000000002',
    session_reminder_24h: '1107160000000000003',
    session_reminder_1h: '1107160000000000004',
    session_moved: '1107160000000000005',
    session_cancelled: '1107160000000000006',
    request_expired: '1107160000000000007',
  };
  beforeAll(async () => {
    provider = await startFakeSmsProvider('sms-test-key');
    t = await createTestApp(
      {
        SMS_PROVIDER: 'dlt',
        SMS_API_BASE: provider.apiBase,
        SMS_API_KEY: 'sms-test-key',
        SMS_SENDER_ID: 'SUKOON',
        SMS_TEMPLATE_IDS: JSON.stringify(templateIds),
      },
      { now: clock.now },
    );
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const codeIn = (call: SmsCall | undefined) => /\b(\d{6})\b/.exec(call?.message ?? '')?.[1] ?? '';

  it('sends the code with its sender id and DLT template, in the person’s language, and says so when the provider fails', async () => {
    const phone = newNumber();
    const user = await createUserWithToken(t, 'user', { phone, language: 'Hindi' });
    await verifyNumber(t, user, phone, () => codeIn(provider.calls.at(-1)));
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]).toMatchObject({
      sender: 'SUKOON',
      to: `91${phone}`,
      template_id: templateIds.verification_code,
      unicode: true,
    });
    expect(provider.calls[0]?.message).toMatch(/Sukoon कोड/);
    expect(readPhoneOutbox(t.config.dataDir, 'sms')).toEqual([]);

    provider.failNext(1, 'outage');
    const failed = await requestCode(t, user, newNumber());
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ message: string }>().message).toMatch(/SMS/);
  });
});
