import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSENT_MESSAGES, CONSENT_VERSIONS, type MyConsentsResponse } from '@sukoon/contract';
import { appointments, consents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken } from '../../../test/users-fixture.ts';
import {
  bookAndPay,
  createClock,
  createMailbox,
  createOrder,
} from '../appointments/appointments-test-kit.ts';
import { deactivateAllCounsellors } from '../appointments/counsellor-test-kit.ts';

// Saturday 21 November 2026, 10:30 in India; Sunday the 22nd is bookable all day.
const clock = createClock('2026-11-21T05:00:00.000Z');
const mailbox = createMailbox();
const SUNDAY = '2026-11-22';
const ANY_ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown;

describe('consent records', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now, mailer: mailbox.mailer });
    await deactivateAllCounsellors(t);
  });
  afterAll(() => t.close());

  const consentsOf = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me/consents', headers });
    expect(response.statusCode).toBe(200);
    return response.json<MyConsentsResponse>().consents;
  };

  it('records the terms and privacy policy agreed to at sign-up, with their versions and when', async () => {
    const email = 'consenting@example.test';
    const password = 'a long sign-up password';
    const signUp = { firstName: 'Noor', lastName: 'Khan', phone: '9812345670', email, password };
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...signUp, acceptTerms: true },
    });
    expect(registered.statusCode).toBe(200);
    const otp = /\b(\d{6})\b/.exec(mailbox.to(email).at(-1)?.text ?? '')?.[1];
    clock.advanceMinutes(3);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { email, otp, password },
    });
    expect(verified.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { emailorphone: email, password },
    });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    // Agreed when the form was sent, not when the code was typed.
    expect(await consentsOf(headers)).toEqual([
      {
        _id: expect.any(String) as unknown,
        document: 'privacy',
        version: CONSENT_VERSIONS.privacy,
        acceptedAt: '2026-11-21T05:00:00.000Z',
      },
      {
        _id: expect.any(String) as unknown,
        document: 'terms',
        version: CONSENT_VERSIONS.terms,
        acceptedAt: '2026-11-21T05:00:00.000Z',
      },
    ]);
    clock.set('2026-11-21T05:00:00.000Z');
  });

  it('records nothing for a sign-up that did not agree (the spec client), and needs a token', async () => {
    const user = await createUserWithToken(t, 'user');
    expect(await consentsOf(user.headers)).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me/consents' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a first booking that declines consent to counselling, holding nothing, and asks only once', async () => {
    const user = await createUserWithToken(t, 'user');
    const refused = await createOrder(t, user, { date: SUNDAY, slot: 10, counsellingConsent: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: `counsellingConsent: ${CONSENT_MESSAGES.counsellingRequired}`,
    });
    expect(await t.database.db.select().from(appointments).where(eq(appointments.userId, user.id))).toEqual(
      [],
    );

    await bookAndPay(t, user, { date: SUNDAY, slot: 11 });
    expect(await consentsOf(user.headers)).toEqual([
      {
        _id: expect.any(String) as unknown,
        document: 'counselling',
        version: CONSENT_VERSIONS.counselling,
        acceptedAt: ANY_ISO,
      },
    ]);
    // The second booking needs no consent again, and the first one is kept as it was.
    const second = await createOrder(t, user, { date: SUNDAY, slot: 12, counsellingConsent: undefined });
    expect(second.statusCode).toBe(200);
    expect(await consentsOf(user.headers)).toHaveLength(1);
  });

  it("takes a booking from the spec's client, which does not answer, as the spec does, recording nothing", async () => {
    const user = await createUserWithToken(t, 'user');
    const answer = await createOrder(t, user, { date: SUNDAY, slot: 13, counsellingConsent: undefined });
    expect(answer.statusCode).toBe(200);
    expect(await consentsOf(user.headers)).toEqual([]);
  });

  it('keeps one record per person, document and version in the database itself', async () => {
    const user = await createUserWithToken(t, 'user');
    const row = {
      userId: user.id,
      document: 'terms' as const,
      version: '2026-11-24',
      acceptedAt: clock.now(),
    };
    await t.database.db.insert(consents).values(row);
    await expect(t.database.db.insert(consents).values(row)).rejects.toThrow();
    await expect(
      t.database.db.insert(consents).values({ ...row, document: 'cookies' as never }),
    ).rejects.toThrow();
    await expect(t.database.db.insert(consents).values({ ...row, version: '' })).rejects.toThrow();
  });
});
