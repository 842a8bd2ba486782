import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { startMailInbox, type MailInbox } from './testing/mail-inbox.ts';
import {
  followIssuerRedirects,
  startTestIssuer,
  type IssuerAccount,
  type TestIssuer,
} from './testing/oidc-issuer.ts';
import { bearer, logIn, signUp } from './testing/accounts.ts';

const APP_URL = 'http://localhost:3000';

describe('Google sign-in (OpenID Connect with PKCE against a real local issuer)', () => {
  let t: TestApp;
  let issuer: TestIssuer;
  let inbox: MailInbox;
  beforeAll(async () => {
    inbox = await startMailInbox();
    issuer = await startTestIssuer(`${APP_URL}/auth/google/callback`);
    t = await createTestApp({
      APP_URL,
      SMTP_URL: inbox.smtpUrl,
      GOOGLE_CLIENT_ID: issuer.client.id,
      GOOGLE_CLIENT_SECRET: issuer.client.secret,
      GOOGLE_ISSUER: issuer.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
    await inbox.close();
  });

  /** The browser's trip: /auth/google → issuer → callback → /login?… ; returns the final URL. */
  async function signInWithGoogle(account: IssuerAccount, cookieOverride?: string): Promise<URL> {
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
    return new URL(String(finish.headers.location));
  }

  const tokenOf = (url: URL) => {
    expect(url.origin + url.pathname).toBe(`${APP_URL}/login`);
    const token = url.searchParams.get('token');
    if (!token) throw new Error(`no token in ${url.href}`);
    return token;
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
    const token = tokenOf(await signInWithGoogle(priya));
    const details = await t.app.inject({ method: 'GET', url: '/api/userdetails', headers: bearer(token) });
    expect(details.json()).toMatchObject({
      user: { firstName: 'Priya', lastName: 'Nair', email: priya.email.toLowerCase(), role: 'user' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, priya.email.toLowerCase()));
    expect(row).toMatchObject({ googleSubject: priya.subject, passwordHash: null, phone: null });

    const again = tokenOf(await signInWithGoogle(priya));
    const second = await t.app.inject({ method: 'GET', url: '/api/userdetails', headers: bearer(again) });
    expect(second.json<{ user: { _id: string } }>().user._id).toBe(row?.id);
  });

  it('links to an existing account with the same verified e-mail, which keeps its password', async () => {
    const person = await signUp(t.app, inbox);
    const google = account({ email: person.email });
    const token = tokenOf(await signInWithGoogle(google));
    const details = await t.app.inject({ method: 'GET', url: '/api/userdetails', headers: bearer(token) });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(details.json<{ user: { _id: string } }>().user._id).toBe(row?.id);
    expect(row?.googleSubject).toBe(google.subject);
    expect(await logIn(t.app, person.email, person.password)).toEqual(expect.any(String));
  });

  it('refuses an e-mail the issuer has not verified', async () => {
    const unverified = account({ emailVerified: false });
    const result = await signInWithGoogle(unverified);
    expect(result.href).toBe(`${APP_URL}/login?error=google`);
    expect(await t.database.db.select().from(users).where(eq(users.email, unverified.email))).toEqual([]);
  });

  it('refuses a callback without the sign-in cookie, or with a forged one', async () => {
    expect((await signInWithGoogle(account(), '')).href).toBe(`${APP_URL}/login?error=google`);
    expect((await signInWithGoogle(account(), 'sukoon_google_login=eyJhbGciOiJub25lIn0.e30.')).href).toBe(
      `${APP_URL}/login?error=google`,
    );
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
        expect(response.json()).toEqual({ message: 'Google sign-in is not configured.' });
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
