import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@sukoon/contract/auth';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { createTokenService } from '../../lib/tokens.ts';
import { registerAuth } from '../../plugins/auth.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { startMailInbox, type MailInbox } from './testing/mail-inbox.ts';
import { bearer, newPerson, signUp } from './testing/accounts.ts';

describe('login and user details', () => {
  let t: TestApp;
  let inbox: MailInbox;
  let person: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    inbox = await startMailInbox();
    t = await createTestApp({ SMTP_URL: inbox.smtpUrl });
    person = await signUp(t.app, inbox, newPerson({ firstName: 'Meera', lastName: 'Joshi' }));
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const login = (emailorphone: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { emailorphone, password } });

  it('logs in by e-mail (any case), by the 10-digit mobile and by the +91 form', async () => {
    const p = person.phone;
    const ways = [
      person.email,
      ` ${person.email.toUpperCase()} `,
      p,
      `+91${p}`,
      `+91 ${p.slice(0, 5)} ${p.slice(5)}`,
      `+91-${p.slice(0, 5)}-${p.slice(5)}`,
      `0${p}`,
    ];
    for (const way of ways) {
      const response = await login(way, person.password);
      expect(response.statusCode, way).toBe(200);
      const body = response.json<{ token: string }>();
      expect(Object.keys(body)).toEqual(['token']);
      expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    }
  });

  it('gives the same 400 answer for a wrong password and for an unknown account', async () => {
    const wrongPassword = await login(person.email, 'not the password');
    const unknownEmail = await login('nobody@example.in', 'not the password');
    const unknownPhone = await login('9000000001', 'not the password');
    const gibberish = await login('neither', 'not the password');
    for (const response of [wrongPassword, unknownEmail, unknownPhone, gibberish]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid email/phone or password.' });
    }
  });

  it('tells someone with the right password that the sign-up still waits for its OTP (401)', async () => {
    const pending = newPerson();
    await t.app.inject({ method: 'POST', url: '/api/register', payload: pending });
    await inbox.next(pending.email);
    const response = await login(pending.email, pending.password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.emailNotVerified });
    // A pending sign-up holds no mobile number, so the phone finds no account.
    const byPhone = await login(pending.phone, pending.password);
    expect(byPhone.statusCode).toBe(400);
    expect(byPhone.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials });
    // A wrong password learns nothing about the pending sign-up.
    expect((await login(pending.email, 'a wrong password')).statusCode).toBe(400);
  });

  it('refuses an empty field, naming it', async () => {
    const response = await login('', 'x');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'emailorphone: is required' });
  });

  it('answers userdetails with the spec shape and nothing more', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/userdetails',
      headers: bearer(person.token),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(response.json()).toEqual({
      user: {
        _id: row?.id,
        firstName: 'Meera',
        lastName: 'Joshi',
        email: person.email,
        role: 'user',
        language: 'English (US)',
      },
    });
    expect(response.body).not.toContain('argon2');
  });

  it("names the profile's language in userdetails, and reads an unknown stored one as the default", async () => {
    const details = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/userdetails', headers: bearer(person.token) })).json<{
        user: { language: string };
      }>().user.language;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile/write',
      headers: bearer(person.token),
      payload: { language: 'Marathi' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await details()).toBe('Marathi');
    await t.database.db.update(users).set({ language: 'Klingon' }).where(eq(users.email, person.email));
    expect(await details()).toBe('English (US)');
    await t.database.db.update(users).set({ language: 'English (US)' }).where(eq(users.email, person.email));
  });

  it('answers 401 without a token or with a forged one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/userdetails' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: 'Please log in to continue.' });
    const forged = await createTokenService('another secret that is long enough!!').sign({
      userId: (await t.database.db.select().from(users).where(eq(users.email, person.email)))[0]?.id ?? '',
      role: 'admin',
      tokenVersion: 0,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/userdetails', headers: bearer(forged) })).statusCode,
    ).toBe(401);
  });

  it('keeps admin-only routes from users (403) and lets an admin through', async () => {
    const guarded = Fastify();
    registerErrorHandler(guarded);
    registerAuth(guarded, t.database.db, createTokenService(t.config.jwtSecret));
    guarded.get('/admin-only', { preHandler: guarded.requireAdmin }, async () => ({ ok: true }));
    await guarded.ready();
    try {
      const asUser = await guarded.inject({
        method: 'GET',
        url: '/admin-only',
        headers: bearer(person.token),
      });
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json()).toMatchObject({ message: 'Only an administrator can do that.' });

      // The role comes from the database: promoted, the same token now passes.
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, person.email));
      const asAdmin = await guarded.inject({
        method: 'GET',
        url: '/admin-only',
        headers: bearer(person.token),
      });
      expect(asAdmin.statusCode).toBe(200);
    } finally {
      await t.database.db.update(users).set({ role: 'user' }).where(eq(users.email, person.email));
      await guarded.close();
    }
  });
});
