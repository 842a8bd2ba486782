import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { otpFrom, startMailInbox, type MailInbox } from './testing/mail-inbox.ts';
import { newPerson, signUp } from './testing/accounts.ts';

const TOO_MANY = /^Too many attempts\. Please try again in \d+ (minutes|seconds)\.$/;

describe('brute-force limits', () => {
  let t: TestApp;
  let inbox: MailInbox;
  beforeAll(async () => {
    inbox = await startMailInbox();
    t = await createTestApp({ SMTP_URL: inbox.smtpUrl });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
    await inbox.close();
  });

  const post = (url: string, payload: object, remoteAddress = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('stops ten wrong passwords from one address on that address only: the owner logs in from another at once', async () => {
    const person = await signUp(t.app, inbox);
    const attacker = '198.51.100.7';
    for (let i = 0; i < 10; i++) {
      const wrong = await post(
        '/api/login',
        { emailorphone: person.email, password: `guess number ${i}` },
        attacker,
      );
      expect(wrong.statusCode).toBe(400);
    }
    // The phone names the same account; from the guessing address even the right password waits.
    const blocked = await post(
      '/api/login',
      { emailorphone: `+91 ${person.phone}`, password: person.password },
      attacker,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);

    // The owner, at home, is not locked out by someone else's guessing.
    expect(
      (await post('/api/login', { emailorphone: person.email, password: person.password }, '198.51.100.99'))
        .statusCode,
    ).toBe(200);
    // Another account from the guessing address is not affected either.
    const other = await signUp(t.app, inbox);
    expect(
      (await post('/api/login', { emailorphone: other.email, password: other.password }, attacker))
        .statusCode,
    ).toBe(200);

    // No permanent lockout: after 15 minutes the right password works from that address again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1_000 });
    try {
      expect(
        (await post('/api/login', { emailorphone: person.email, password: person.password }, attacker))
          .statusCode,
      ).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('brakes an account guessed at from many addresses after 50 wrong passwords, until the window ends', async () => {
    const person = await signUp(t.app, inbox);
    for (let i = 0; i < 50; i++) {
      const wrong = await post(
        '/api/login',
        { emailorphone: person.email, password: `guess number ${i}` },
        `198.51.${101 + (i % 5)}.${i}`,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const braked = await post(
      '/api/login',
      { emailorphone: person.email, password: person.password },
      '192.0.2.200',
    );
    expect(braked.statusCode).toBe(429);
    expect(braked.json<{ message: string }>().message).toMatch(TOO_MANY);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1_000 });
    try {
      expect(
        (await post('/api/login', { emailorphone: person.email, password: person.password }, '192.0.2.200'))
          .statusCode,
      ).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends at most five password-reset codes per e-mail a day, and says so', async () => {
    const person = await signUp(t.app, inbox);
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/api/forgot-password', { email: person.email }, `192.0.2.${150 + i}`)).statusCode,
      ).toBe(200);
    }
    // Well after the 15-minute windows, the same day.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 60 * 60_000 });
    try {
      const capped = await post('/api/forgot-password', { email: person.email }, '192.0.2.160');
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toMatchObject({
        message:
          'This e-mail has asked for 5 password-reset codes today, the most we send in a day. Please use the latest code, or ask again in 21 hours.',
      });
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(20 * 3600);
      expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(21 * 3600);
    } finally {
      vi.useRealTimers();
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * 60_000 + 1_000 });
    try {
      expect((await post('/api/forgot-password', { email: person.email }, '192.0.2.161')).statusCode).toBe(
        200,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('never counts successful logins against the account', async () => {
    const person = await signUp(t.app, inbox);
    for (let i = 0; i < 15; i++) {
      expect(
        (await post('/api/login', { emailorphone: person.email, password: person.password })).statusCode,
      ).toBe(200);
    }
  });

  it('limits OTP checks per account: after the limit verify-otp answers 429', async () => {
    const person = newPerson();
    await post('/api/register', person);
    const otp = otpFrom(await inbox.next(person.email));
    const wrongCode = otp === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await post(
            '/api/verify-otp',
            { email: person.email, otp: wrongCode, password: person.password },
            `192.0.2.${i}`,
          )
        ).statusCode,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    const right = await post('/api/verify-otp', { email: person.email, otp, password: person.password });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('limits sign-up mails per e-mail (resend included)', async () => {
    const person = newPerson();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/api/register', person, `192.0.2.${100 + i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits one address to 100 password-reset requests per window', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      statuses.push(
        (await post('/api/forgot-password', { email: `someone.${i}@example.in` }, '203.0.113.250'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
    expect(statuses[100]).toBe(429);
    // Other addresses carry on.
    expect(
      (await post('/api/forgot-password', { email: 'someone.0@example.in' }, '203.0.113.251')).statusCode,
    ).toBe(200);
  });
});

const REDIS_SERVER = '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not start on port ${port}`);
}

describe('limits shared through Redis (REDIS_URL) by two instances', () => {
  let redis: ChildProcess;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await waitForPort(port);
    const env = { REDIS_URL: `redis://127.0.0.1:${port}` };
    first = await createTestApp(env);
    second = await createTestApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    redis.kill();
  });

  it('counts wrong passwords on one instance against the other', async () => {
    const login = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { emailorphone: 'shared@example.in', password: 'wrong password' },
      });
    for (let i = 0; i < 10; i++) expect((await login(i % 2 === 0 ? first : second)).statusCode).toBe(400);
    const blocked = await login(second);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });
});
