import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AUTH_MESSAGES } from '@sukoon/contract/auth';
import { COUNSELLOR_MESSAGES, type AdminCounsellor } from '@sukoon/contract';
import { users } from '../../db/schema/index.ts';
import { startMailInbox, type MailInbox } from './testing/mail-inbox.ts';
import {
  followIssuerRedirects,
  startTestIssuer,
  type IssuerAccount,
  type TestIssuer,
} from './testing/oidc-issuer.ts';
import { bearer, logIn, signUp } from './testing/accounts.ts';
import { codeAt, turnOnTwoFactor } from './testing/two-factor.ts';
import { createUserWithToken } from '../../../test/users-fixture.ts';
import { counsellorBody, inviteTokenFrom } from '../counsellors/counsellors-test-kit.ts';

const APP_URL = 'http://localhost:3000';

describe('Google sign-in (OpenID Connect with PKCE against a real local issuer)', () => {
  let t: TestApp;
  let issuer: TestIssuer;
  let inbox: MailInbox;
  let clock = Date.now();
  beforeAll(async () => {
    inbox = await startMailInbox();
    issuer = await startTestIssuer(`${APP_URL}/auth/google/callback`);
    t = await createTestApp(
      {
        APP_URL,
        SMTP_URL: inbox.smtpUrl,
        GOOGLE_CLIENT_ID: issuer.client.id,
        GOOGLE_CLIENT_SECRET: issuer.client.secret,
        GOOGLE_ISSUER: issuer.url,
      },
      { now: () => new Date(clock) },
    );
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
    await inbox.close();
  });

  interface Landing {
    /** Where the callback sends the browser. */
    url: URL;
    /** The cookie the callback left in that browser for the code exchange ('' if none). */
    browserCookie: string;
  }

  /** The browser's trip: /auth/google → issuer → callback → /login?… */
  async function signInWithGoogle(account: IssuerAccount, cookieOverride?: string): Promise<Landing> {
    issuer.signInAs(account);
    const start = await t.app.inject({ method: 'GET', url: '/auth/google' });
    expect(start.statusCode).toBe(302);
    const setCookie = String(start.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const authorization = new URL(String(start.headers.location));
    expect(authorization.origin).toBe(issuer.url);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${APP_URL}/auth/google/callback`);

    const callback = await followIssuerRedirects(authorization.href, APP_URL);
    const cookie = cookieOverride ?? setCookie.split(';')[0] ?? '';
    const finish = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    expect(finish.statusCode).toBe(302);
    const cookies = [finish.headers['set-cookie'] ?? []].flat();
    const browserCookie = cookies.find((line) => line.startsWith('sukoon_google_browser=')) ?? '';
    return {
      url: new URL(String(finish.headers.location)),
      browserCookie: browserCookie.split(';')[0] ?? '',
    };
  }

  const codeOf = ({ url }: Landing) => {
    expect(url.origin + url.pathname).toBe(`${APP_URL}/login`);
    const code = url.searchParams.get('code');
    if (!code) throw new Error(`no code in ${url.href}`);
    return code;
  };

  /** What the login page does with the code: POST it back, with whatever cookie its browser has. */
  const exchange = (code: string, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/google/exchange',
      payload: { code },
      headers: cookie ? { cookie } : {},
    });

  const tokenOf = async (landing: Landing) => {
    const response = await exchange(codeOf(landing), landing.browserCookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string }>().token;
  };

  const account = (overrides: Partial<IssuerAccount> = {}): IssuerAccount => ({
    subject: `google-${Math.random().toString(36).slice(2)}`,
    email: `priya.${Math.random().toString(36).slice(2, 8)}@gmail.example`,
    emailVerified: true,
    givenName: 'Priya',
    familyName: 'Nair',
    ...overrides,
  });

  it('creates a verified account on the first sign-in and finds it again on the next', async () => {
    const priya = account({ email: `Priya.${Date.now()}@Gmail.example` });
    const token = await tokenOf(await signInWithGoogle(priya));
    const details = await t.app.inject({ method: 'GET', url: '/api/userdetails', headers: bearer(token) });
    expect(details.json()).toMatchObject({
      user: { firstName: 'Priya', lastName: 'Nair', email: priya.email.toLowerCase(), role: 'user' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, priya.email.toLowerCase()));
    expect(row).toMatchObject({ googleSubject: priya.subject, passwordHash: null, phone: null });

    const again = await tokenOf(await signInWithGoogle(priya));
    const second = await t.app.inject({ method: 'GET', url: '/api/userdetails', headers: bearer(again) });
    expect(second.json<{ user: { _id: string } }>().user._id).toBe(row?.id);
  });

  it('links to an existing account with the same verified e-mail, which keeps its password', async () => {
    const person = await signUp(t.app, inbox);
    const google = account({ email: person.email });
    const token = await tokenOf(await signInWithGoogle(google));
    const details = await t.app.inject({ method: 'GET', url: '/api/userdetails', headers: bearer(token) });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(details.json<{ user: { _id: string } }>().user._id).toBe(row?.id);
    expect(row?.googleSubject).toBe(google.subject);
    expect(await logIn(t.app, person.email, person.password)).toEqual(expect.any(String));
  });

  it('lets an invited counsellor join by signing in with Google: no longer "not joined", the link used', async () => {
    const admin = await createUserWithToken(t, 'admin');
    const body = counsellorBody({ email: `asha.${Date.now()}@gmail.example` });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/counsellors',
      headers: admin.headers,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const { counsellor } = created.json<{ counsellor: AdminCounsellor }>();
    const link = inviteTokenFrom(await inbox.next(body.email));

    const token = await tokenOf(await signInWithGoogle(account({ email: body.email })));
    const details = await t.app.inject({ method: 'GET', url: '/api/userdetails', headers: bearer(token) });
    expect(details.json()).toMatchObject({ user: { email: body.email, role: 'counsellor' } });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/counsellors', headers: admin.headers });
    expect(list.json<AdminCounsellor[]>().find((row) => row._id === counsellor._id)).toMatchObject({
      joined: true,
      inviteExpiresAt: null,
    });
    const invite = await t.app.inject({
      method: 'GET',
      url: `/api/counsellor/invite?token=${link}`,
    });
    expect(invite.statusCode).toBe(409);
    expect(invite.json()).toMatchObject({ message: COUNSELLOR_MESSAGES.inviteUsed });
  });

  it('does not let Google skip the second step of a staff member with two-step sign-in on', async () => {
    const email = `admin.${Date.now()}@gmail.example`;
    const admin = await createUserWithToken(t, 'admin', { email });
    const { secret } = await turnOnTwoFactor(t.app, admin.headers, new Date(clock));
    const landing = await signInWithGoogle(account({ email }));
    const exchanged = await exchange(codeOf(landing), landing.browserCookie);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const answer = exchanged.json<{ mfaRequired: boolean; mfaToken: string }>();
    expect(Object.keys(answer).sort()).toEqual(['mfaRequired', 'mfaToken']);
    const code = codeAt(secret, new Date(clock + 30_000));
    clock += 30_000;
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/login/mfa',
      payload: { mfaToken: answer.mfaToken, code },
    });
    expect(second.statusCode, second.body).toBe(200);
    const { token } = second.json<{ token: string }>();
    const details = await t.app.inject({ method: 'GET', url: '/api/userdetails', headers: bearer(token) });
    expect(details.json<{ user: { _id: string } }>().user._id).toBe(admin.id);
  });

  it('refuses an e-mail the issuer has not verified', async () => {
    const unverified = account({ emailVerified: false });
    const result = await signInWithGoogle(unverified);
    expect(result.url.href).toBe(`${APP_URL}/login?error=google`);
    expect(await t.database.db.select().from(users).where(eq(users.email, unverified.email))).toEqual([]);
  });

  it('refuses a callback without the sign-in cookie, or with a forged one', async () => {
    expect((await signInWithGoogle(account(), '')).url.href).toBe(`${APP_URL}/login?error=google`);
    expect((await signInWithGoogle(account(), 'sukoon_google_login=eyJhbGciOiJub25lIn0.e30.')).url.href).toBe(
      `${APP_URL}/login?error=google`,
    );
  });

  it('puts no token in the address: the login page gets a code, its browser an httpOnly key for the exchange', async () => {
    const landing = await signInWithGoogle(account());
    expect(landing.url.searchParams.has('token')).toBe(false);
    expect(codeOf(landing)).toMatch(/^[\w-]{40,}$/);
    issuer.signInAs(account());
    const start = await t.app.inject({ method: 'GET', url: '/auth/google' });
    const callback = await followIssuerRedirects(String(start.headers.location), APP_URL);
    const finish = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: String(start.headers['set-cookie']).split(';')[0] ?? '' },
    });
    expect([finish.headers['set-cookie']].flat().join('\n')).toMatch(
      /sukoon_google_browser=[\w-]+; Path=\/api\/auth\/google\/exchange; Max-Age=60; HttpOnly; SameSite=Lax/,
    );
  });

  it("refuses an attacker's code in another browser, which has no key or another one", async () => {
    const attackers = await signInWithGoogle(account());
    const victims = await signInWithGoogle(account());
    for (const cookie of ['', victims.browserCookie, 'sukoon_google_browser=made-up']) {
      const replayed = await exchange(codeOf(attackers), cookie);
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toMatchObject({ message: AUTH_MESSAGES.googleCodeInvalid });
    }
  });

  it('lets a code buy a token once', async () => {
    const landing = await signInWithGoogle(account());
    const first = await exchange(codeOf(landing), landing.browserCookie);
    expect(first.statusCode).toBe(200);
    const again = await exchange(codeOf(landing), landing.browserCookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: AUTH_MESSAGES.googleCodeInvalid });
  });

  it('lets a code expire 60 seconds after the callback', async () => {
    const landing = await signInWithGoogle(account());
    clock += 61_000;
    try {
      const late = await exchange(codeOf(landing), landing.browserCookie);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ message: AUTH_MESSAGES.googleCodeInvalid });
    } finally {
      clock = Date.now();
    }
  });

  it('sends the browser back with an error when the issuer reports one', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/auth/google/callback?error=access_denied&state=x',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${APP_URL}/login?error=google`);
  });
});

describe('Google sign-in when GOOGLE_CLIENT_ID is not set', () => {
  it('answers 404 with a JSON message on both routes', async () => {
    const t = await createTestApp();
    try {
      for (const url of ['/auth/google', '/auth/google/callback?code=x&state=y']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: 'Google sign-in is not configured.' });
      }
    } finally {
      await t.close();
    }
  });
});

describe('Google sign-in when the issuer cannot be reached', () => {
  it('sends the browser back to the login page with an error', async () => {
    const t = await createTestApp({ GOOGLE_CLIENT_ID: 'sukoon', GOOGLE_ISSUER: 'http://127.0.0.1:1' });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/auth/google' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${t.config.appUrl}/login?error=google`);
    } finally {
      await t.close();
    }
  });
});
