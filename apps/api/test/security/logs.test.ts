import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { copyTemplateDatabase } from '../template-database.ts';
import { freePort, startServer, stopServer, type ServerProcess } from '../hard/server-process-harness.ts';
import { otpFrom } from '../../src/modules/auth/testing/mail-inbox.ts';
import { newPerson } from '../../src/modules/auth/testing/accounts.ts';

// The real server, logging at its most talkative level, through every call that carries a
// password, a one-time code, a token or a signature. Its output must contain none of them.

const DATABASE_URL = process.env.DATABASE_URL;

describe('what the server logs', () => {
  let server: ServerProcess;
  let dataDir: string;
  /** Every value that must never reach the logs, with what it is. */
  const secrets = new Map<string, string>();
  const remember = (what: string, value: string) => {
    secrets.set(value, what);
    return value;
  };
  const admin = {
    email: 'logs-admin@sukoon.example',
    password: remember('the admin password', `admin pw ${randomBytes(6).toString('hex')}`),
  };

  beforeAll(async () => {
    const copy = await copyTemplateDatabase(inject('templateDatabase'), DATABASE_URL);
    dataDir = copy.dataDir;
    server = await startServer({
      DATA_DIR: dataDir,
      ...(copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : {}),
      PORT: String(await freePort()),
      LOG_LEVEL: 'trace',
      PAYMENT_PROVIDER: 'simulated',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
  }, 90_000);
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: () => JSON.parse(text) as Record<string, unknown>, text };
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${remember('a token', token)}` });
  const rememberToken = (token: unknown) => {
    if (typeof token !== 'string') throw new Error(`no token: ${String(token)}`);
    remember('a token', token);
    remember('a token signature', token.split('.')[2] ?? '');
    return token;
  };

  /** The OTP in the newest outbox mail to `to` (no SMTP_URL: mails go to DATA_DIR/outbox). */
  async function latestOtp(to: string, after: Set<string>): Promise<string> {
    const outbox = path.join(dataDir, 'outbox');
    for (let attempt = 0; attempt < 100; attempt++) {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => !after.has(file)) : [];
      for (const file of files.sort().reverse()) {
        const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
        if (raw.includes(to)) {
          after.add(file);
          return remember('an OTP', otpFrom({ to, subject: file, raw }));
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail to ${to} in the outbox`);
  }

  const wrongCode = (right: string) => {
    let code = right;
    while (code === right) code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    return remember('a wrong OTP', code);
  };

  it('logs requests but no password, OTP, authorization header, token or signature', async () => {
    const seen = new Set<string>();
    const person = newPerson({
      password: remember('a password', `first pw ${randomBytes(6).toString('hex')}`),
    });

    // Sign-up with a wrong code first.
    expect((await call('POST', '/api/register', person)).status).toBe(200);
    const signUpCode = await latestOtp(person.email, seen);
    expect(
      (
        await call('POST', '/api/verify-otp', {
          email: person.email,
          otp: wrongCode(signUpCode),
          password: person.password,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/verify-otp', {
          email: person.email,
          otp: signUpCode,
          password: person.password,
        })
      ).status,
    ).toBe(200);

    // Login: wrong password, right password, then the token in use (and once in a query string).
    const wrongPassword = remember('a wrong password', `wrong pw ${randomBytes(6).toString('hex')}`);
    expect(
      (await call('POST', '/api/login', { emailorphone: person.email, password: wrongPassword })).status,
    ).toBe(400);
    const login = await call('POST', '/api/login', { emailorphone: person.email, password: person.password });
    expect(login.status).toBe(200);
    const token = rememberToken(login.json().token);
    expect((await call('GET', '/api/userdetails', undefined, bearer(token))).status).toBe(200);
    expect((await call('GET', `/api/userdetails?token=${token}`)).status).toBe(401);

    // Change the password, then forget it and reset it with a wrong code first.
    const second = remember('a password', `second pw ${randomBytes(6).toString('hex')}`);
    const change = await call(
      'POST',
      '/api/user/change-password',
      { currentPassword: person.password, newPassword: second, confirmNewPassword: second },
      bearer(token),
    );
    expect(change.status).toBe(200);
    const changedToken = rememberToken(change.json().token);
    expect((await call('POST', '/api/forgot-password', { email: person.email })).status).toBe(200);
    const resetCode = await latestOtp(person.email, seen);
    const third = remember('a password', `third pw ${randomBytes(6).toString('hex')}`);
    const reset = (otp: string) =>
      call('POST', '/api/reset-password', { email: person.email, otp, newPassword: third });
    expect((await reset(wrongCode(resetCode))).status).toBe(400);
    expect((await reset(resetCode)).status).toBe(200);
    expect((await call('GET', '/api/userdetails', undefined, bearer(changedToken))).status).toBe(401);
    const userToken = rememberToken(
      (await call('POST', '/api/login', { emailorphone: person.email, password: third })).json().token,
    );

    // A paid course bought through the simulated checkout: a real signature, verified.
    const adminLogin = await call('POST', '/api/login', {
      emailorphone: admin.email,
      password: admin.password,
    });
    expect(adminLogin.status).toBe(200);
    const adminToken = rememberToken(adminLogin.json().token);
    const course = await call(
      'POST',
      '/api/courses/write',
      {
        name: 'Logged course',
        description: 'A course bought in the logs test.',
        image: 'https://images.example.test/course.png',
        category: 'Career',
        price: 499,
        content: 'One, Two',
        youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
      bearer(adminToken),
    );
    expect(course.status, course.text).toBe(201);
    const order = await call(
      'POST',
      '/api/create',
      { purpose: 'course', courseId: course.json()._id },
      bearer(userToken),
    );
    expect(order.status, order.text).toBe(200);
    const paid = await call(
      'POST',
      '/api/payments/simulate',
      { orderId: order.json().orderId, outcome: 'success' },
      bearer(userToken),
    );
    expect(paid.status, paid.text).toBe(200);
    const proof = paid.json() as { paymentId: string; orderId: string; signature: string };
    remember('a payment signature', proof.signature);
    const forged = remember('a forged payment signature', randomBytes(32).toString('hex'));
    expect(
      (await call('POST', '/api/verify-payment', { ...proof, signature: forged }, bearer(userToken))).status,
    ).toBe(400);
    expect((await call('POST', '/api/verify-payment', proof, bearer(userToken))).status).toBe(200);

    // Webhooks: a forged signature and a real one, computed with the generated webhook secret.
    const generated = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as Record<
      string,
      string
    >;
    for (const [name, value] of Object.entries(generated)) {
      if (!name.toLowerCase().includes('keyid')) remember(`the generated ${name}`, value);
    }
    const event = JSON.stringify({ event: 'order.paid', payload: {} });
    const webhook = (signature: string) =>
      call('POST', '/api/payments/webhook', event, {
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': `evt_${randomBytes(6).toString('hex')}`,
      });
    expect(
      (await webhook(remember('a forged webhook signature', randomBytes(32).toString('hex')))).status,
    ).toBe(400);
    const webhookSecret = generated.simulatedWebhookSecret ?? '';
    await webhook(
      remember('a webhook signature', createHmac('sha256', webhookSecret).update(event).digest('hex')),
    );

    // A Google callback's code in the query string (the route answers 404: Google is off).
    await call(
      'GET',
      `/auth/google/callback?code=${remember('an authorisation code', randomBytes(12).toString('hex'))}`,
    );

    // Stop the server so that everything it logged is flushed.
    expect(await stopServer(server)).toBe(0);
    const logs = server.output();

    // The logs are there and name the calls, so the checks below look at something real.
    expect(logs).toContain('"url":"/api/login"');
    expect(logs).toContain('"url":"/api/reset-password"');
    expect(logs).toContain('"url":"/api/payments/webhook"');
    expect(logs).toContain('mail written to the outbox');
    expect(logs.split('\n').filter((line) => line.startsWith('{"level"')).length).toBeGreaterThan(40);

    const leaks: string[] = [];
    for (const [value, what] of secrets) {
      const pattern = /^\d{6}$/.test(value)
        ? new RegExp(`(?<![\\d.])${value}(?![\\d])`) // a code, not a part of a longer number
        : new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      if (value && pattern.test(logs)) leaks.push(`${what} (${value})`);
    }
    expect(leaks).toEqual([]);
    expect(logs).not.toMatch(/Bearer\s+\S/i);
    expect(logs).not.toMatch(/\$argon2/);
  });
});
