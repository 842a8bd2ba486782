import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test-app.ts';
import { createUserWithToken } from '../users-fixture.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { otpFrom, startMailInbox, type MailInbox } from '../../src/modules/auth/testing/mail-inbox.ts';
import { newPerson } from '../../src/modules/auth/testing/accounts.ts';

// Guessing is stopped with 429 and an honest Retry-After, for known and unknown accounts alike,
// and the victim of someone else's guessing gets back in once the window has passed.

const TOO_MANY = /^Too many attempts\. Please try again in \d+ (minutes|seconds)\.$/;
const WINDOW_SECONDS = 15 * 60;
const PASSWORD = 'the victim password';

let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `172.16.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** A 429 as the issue asks: a Retry-After in whole seconds within the window, and a plain message. */
function expectTooMany(response: LightMyRequestResponse, what: string): number {
  expect(response.statusCode, what).toBe(429);
  expect(response.json<{ message: string }>().message, what).toMatch(TOO_MANY);
  const retryAfter = response.headers['retry-after'];
  expect(retryAfter, what).toMatch(/^\d+$/);
  expect(Number(retryAfter), what).toBeGreaterThan(0);
  expect(Number(retryAfter), what).toBeLessThanOrEqual(WINDOW_SECONDS);
  return Number(retryAfter);
}

/** Moves the clock (Date only) past a Retry-After, as if the victim waited that long. */
const waitOut = (retryAfterSeconds: number) =>
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (retryAfterSeconds + 1) * 1000 });

describe('brute force', () => {
  let t: TestApp;
  let inbox: MailInbox;
  beforeAll(async () => {
    inbox = await startMailInbox();
    t = await createTestApp({ SMTP_URL: inbox.smtpUrl });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const post = (url: string, payload: object, address = newAddress()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: address });
  const newVictim = async () =>
    createUserWithToken(t, 'user', { passwordHash: await hashPassword(PASSWORD) });

  it('login: ten wrong passwords from one address stop that address, never the owner elsewhere; fifty from many brake the account until Retry-After', async () => {
    const victim = await newVictim();
    const bystander = await newVictim();
    const attacker = newAddress();
    for (let i = 0; i < 10; i++) {
      expect(
        (await post('/api/login', { emailorphone: victim.email, password: `guess ${i}` }, attacker))
          .statusCode,
      ).toBe(400);
    }
    expectTooMany(
      await post('/api/login', { emailorphone: victim.email, password: 'guess 10' }, attacker),
      'the attacker',
    );
    expect(
      (await post('/api/login', { emailorphone: victim.email, password: PASSWORD })).statusCode,
      'the owner',
    ).toBe(200);

    // Guessing spread over many addresses meets the account-wide brake at fifty wrong passwords.
    for (let i = 10; i < 50; i++) {
      expect(
        (await post('/api/login', { emailorphone: victim.email, password: `guess ${i}` })).statusCode,
      ).toBe(400);
    }
    const owner = await post('/api/login', { emailorphone: victim.email, password: PASSWORD });
    const retryAfter = expectTooMany(owner, 'the owner, during the window');
    // Only the attacked account waits.
    expect((await post('/api/login', { emailorphone: bystander.email, password: PASSWORD })).statusCode).toBe(
      200,
    );

    waitOut(retryAfter);
    expect((await post('/api/login', { emailorphone: victim.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('login: an unknown account is stopped after the same ten tries, with the same answer', async () => {
    const victim = await newVictim();
    const nobody = `nobody.${Date.now()}@example.in`;
    const attacker = newAddress();
    for (let i = 0; i < 10; i++) {
      const known = await post(
        '/api/login',
        { emailorphone: victim.email, password: `guess ${i}` },
        attacker,
      );
      const unknown = await post('/api/login', { emailorphone: nobody, password: `guess ${i}` }, attacker);
      expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    }
    const known = await post('/api/login', { emailorphone: victim.email, password: 'guess' }, attacker);
    const unknown = await post('/api/login', { emailorphone: nobody, password: 'guess' }, attacker);
    expectTooMany(known, 'known account');
    expectTooMany(unknown, 'unknown account');
    expect(known.json()).toEqual(unknown.json());
  });

  it('login: one address is stopped after 200 tries in the window, other addresses are not', async () => {
    const attacker = newAddress();
    const statuses: number[] = [];
    // Four at a time: the address limit is counted before the password is checked.
    for (let batch = 0; batch < 50; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          post(
            '/api/login',
            { emailorphone: `sprayed.${batch}.${i}@example.in`, password: 'guess' },
            attacker,
          ),
        ),
      );
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(200);
    expectTooMany(
      await post('/api/login', { emailorphone: 'one.more@example.in', password: 'guess' }, attacker),
      'attacker',
    );
    const victim = await newVictim();
    expect((await post('/api/login', { emailorphone: victim.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('verify-otp: guesses at a sign-up code stop after ten, and the person can sign up after Retry-After', async () => {
    const person = newPerson();
    expect((await post('/api/register', person)).statusCode).toBe(200);
    const code = otpFrom(await inbox.next(person.email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) {
      expect(
        (await post('/api/verify-otp', { email: person.email, otp: wrong, password: person.password }))
          .statusCode,
      ).toBe(400);
    }
    const retryAfter = expectTooMany(
      await post('/api/verify-otp', { email: person.email, otp: code, password: person.password }),
      'the right code',
    );

    waitOut(retryAfter);
    // Five wrong codes voided the first one: the person asks for another and finishes signing up.
    expect((await post('/api/register', person)).statusCode).toBe(200);
    const fresh = otpFrom(await inbox.next(person.email));
    expect(
      (await post('/api/verify-otp', { email: person.email, otp: fresh, password: person.password }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/login', { emailorphone: person.email, password: person.password })).statusCode,
    ).toBe(200);
  });

  it('forgot-password: five codes per e-mail a day, known or unknown alike', async () => {
    const victim = await newVictim();
    const nobody = `nobody.forgot.${Date.now()}@example.in`;
    for (let i = 0; i < 5; i++) {
      const known = await post('/api/forgot-password', { email: victim.email });
      const unknown = await post('/api/forgot-password', { email: nobody });
      expect([known.statusCode, known.body]).toEqual([200, unknown.body]);
      await inbox.next(victim.email);
    }
    const known = await post('/api/forgot-password', { email: victim.email });
    const unknown = await post('/api/forgot-password', { email: nobody });
    expect(known.statusCode).toBe(429);
    expect(known.json<{ message: string }>().message).toMatch(
      /^This e-mail has asked for 5 password-reset codes today.* ask again in 2[34] hours\.$/,
    );
    const retryAfter = Number(known.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);

    waitOut(retryAfter);
    expect((await post('/api/forgot-password', { email: victim.email })).statusCode).toBe(200);
    expect(otpFrom(await inbox.next(victim.email))).toMatch(/^\d{6}$/);
  });

  it('reset-password: guesses at a reset code stop after ten, and the owner resets after Retry-After', async () => {
    const victim = await newVictim();
    expect((await post('/api/forgot-password', { email: victim.email })).statusCode).toBe(200);
    const code = otpFrom(await inbox.next(victim.email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) {
      const answer = await post('/api/reset-password', {
        email: victim.email,
        otp: wrong,
        newPassword: 'attacker password',
      });
      expect(answer.statusCode).toBe(400);
    }
    const blocked = await post('/api/reset-password', {
      email: victim.email,
      otp: code,
      newPassword: 'attacker password',
    });
    const retryAfter = expectTooMany(blocked, 'the right code');
    // The attacker's guesses changed nothing: the old password still works.
    expect((await post('/api/login', { emailorphone: victim.email, password: PASSWORD })).statusCode).toBe(
      200,
    );

    waitOut(retryAfter);
    expect((await post('/api/forgot-password', { email: victim.email })).statusCode).toBe(200);
    const fresh = otpFrom(await inbox.next(victim.email));
    const reset = await post('/api/reset-password', {
      email: victim.email,
      otp: fresh,
      newPassword: 'a fresh password',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await post('/api/login', { emailorphone: victim.email, password: 'a fresh password' })).statusCode,
    ).toBe(200);
  });
});
