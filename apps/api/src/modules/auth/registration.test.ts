import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@sukoon/contract/auth';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { pendingRegistrations, users } from '../../db/schema/index.ts';
import { startMailInbox, otpFrom, type MailInbox } from './testing/mail-inbox.ts';
import { logIn, newPerson } from './testing/accounts.ts';

describe('sign-up with an e-mailed OTP', () => {
  let t: TestApp;
  let inbox: MailInbox;
  let clock = Date.now();
  beforeAll(async () => {
    inbox = await startMailInbox();
    t = await createTestApp({ SMTP_URL: inbox.smtpUrl }, { now: () => new Date(clock) });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('e-mails a 6-digit code in a branded text and HTML mail, and verifying it creates the account', async () => {
    const person = newPerson();
    const register = await post('/api/register', person);
    expect(register.statusCode).toBe(200);
    expect(register.json()).toEqual({ message: AUTH_MESSAGES.registrationOtpSent });

    const mail = await inbox.next(person.email);
    expect(mail.subject).toContain('Sukoon');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toContain('valid for 10 minutes');
    const otp = otpFrom(mail);
    expect(otp).toMatch(/^\d{6}$/);

    // Not a user yet, and the code is kept only as a hash.
    const [pending] = await t.database.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, person.email));
    expect(pending?.otpHash).not.toContain(otp);
    expect(pending?.passwordHash).toMatch(/^\$argon2id\$/);

    const verify = await post('/api/verify-otp', { ...person, otp });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ message: 'OTP verified successfully! You can now log in.' });
    expect(
      await t.database.db
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.email, person.email)),
    ).toEqual([]);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(user).toMatchObject({ firstName: 'Asha', phone: person.phone, role: 'user' });
    expect(await logIn(t.app, person.email, person.password)).toEqual(expect.any(String));
  });

  it('keeps the pending sign-up in the database, so another server instance can verify it', async () => {
    const person = newPerson();
    await post('/api/register', person);
    const otp = otpFrom(await inbox.next(person.email));
    const other = await buildApp(t.config, { database: t.database, webDir: t.config.dataDir });
    try {
      const verify = await other.inject({
        method: 'POST',
        url: '/api/verify-otp',
        payload: { email: person.email, otp },
      });
      expect(verify.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('stores the e-mail in lower case and the phone as ten digits, whatever was typed', async () => {
    const person = newPerson();
    const typed = {
      ...person,
      email: `  ${person.email.toUpperCase()} `,
      phone: `+91 ${person.phone.slice(0, 5)}-${person.phone.slice(5)}`,
    };
    expect((await post('/api/register', typed)).statusCode).toBe(200);
    const otp = otpFrom(await inbox.next(person.email));
    expect((await post('/api/verify-otp', { ...typed, otp })).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(user?.phone).toBe(person.phone);
  });

  it('resends a new code on a second register call; the old code stops working', async () => {
    const person = newPerson();
    await post('/api/register', person);
    const first = otpFrom(await inbox.next(person.email));
    await post('/api/register', person);
    const second = otpFrom(await inbox.next(person.email));
    if (first !== second) {
      const stale = await post('/api/verify-otp', { ...person, otp: first });
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toEqual({ message: AUTH_MESSAGES.otpInvalid });
    }
    expect((await post('/api/verify-otp', { ...person, otp: second })).statusCode).toBe(200);
  });

  it('refuses a second sign-up with a verified e-mail, or with a phone a verified user has', async () => {
    const person = newPerson();
    await post('/api/register', person);
    await post('/api/verify-otp', { ...person, otp: otpFrom(await inbox.next(person.email)) });

    const sameEmail = await post('/api/register', { ...newPerson(), email: person.email });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toEqual({ message: AUTH_MESSAGES.emailAlreadyRegistered });

    const samePhone = await post('/api/register', { ...newPerson(), phone: `+91${person.phone}` });
    expect(samePhone.statusCode).toBe(400);
    expect(samePhone.json()).toEqual({ message: AUTH_MESSAGES.phoneAlreadyRegistered });

    const verifyAgain = await post('/api/verify-otp', { email: person.email, otp: '123456' });
    expect(verifyAgain.json()).toEqual({ message: AUTH_MESSAGES.emailAlreadyRegistered });
  });

  it('says when no sign-up is waiting, and refuses a wrong code', async () => {
    const none = await post('/api/verify-otp', { email: 'nobody@example.in', otp: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: AUTH_MESSAGES.noPendingRegistration });

    const person = newPerson();
    await post('/api/register', person);
    const otp = otpFrom(await inbox.next(person.email));
    const wrong = await post('/api/verify-otp', { ...person, otp: otp === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.otpInvalid });
  });

  it('lets a code expire after 10 minutes', async () => {
    const person = newPerson();
    await post('/api/register', person);
    const otp = otpFrom(await inbox.next(person.email));
    clock += 10 * 60_000 + 1_000;
    try {
      const late = await post('/api/verify-otp', { ...person, otp });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ message: AUTH_MESSAGES.otpExpired });
    } finally {
      clock = Date.now();
    }
    // Registering again sends a code that works.
    await post('/api/register', person);
    expect(
      (await post('/api/verify-otp', { ...person, otp: otpFrom(await inbox.next(person.email)) })).statusCode,
    ).toBe(200);
  });

  it('voids a code on the fifth wrong try; even the right code then fails until a new one is sent', async () => {
    const person = newPerson();
    await post('/api/register', person);
    const otp = otpFrom(await inbox.next(person.email));
    const wrongCode = otp === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await post('/api/verify-otp', { ...person, otp: wrongCode })).json<{ message: string }>().message,
      );
    expect(answers).toEqual([
      ...Array<string>(4).fill(AUTH_MESSAGES.otpInvalid),
      AUTH_MESSAGES.otpTooManyAttempts,
    ]);

    const right = await post('/api/verify-otp', { ...person, otp });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: AUTH_MESSAGES.otpTooManyAttempts });

    await post('/api/register', person);
    expect(
      (await post('/api/verify-otp', { ...person, otp: otpFrom(await inbox.next(person.email)) })).statusCode,
    ).toBe(200);
  });

  it('names the field that is wrong', async () => {
    const cases: [object, string][] = [
      [{ ...newPerson(), firstName: '' }, 'firstName: is required'],
      [{ ...newPerson(), phone: '12345' }, 'phone: must be a 10-digit Indian mobile number'],
      [{ ...newPerson(), email: 'not-an-email' }, 'email: must be an e-mail address'],
      [{ ...newPerson(), password: 'short' }, 'password: must be at least 8 characters'],
      [{ ...newPerson(), password: 'x'.repeat(129) }, 'password: must be at most 128 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/register', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const { lastName: _omitted, ...missing } = newPerson();
    expect((await post('/api/register', missing)).json<{ message: string }>().message).toMatch(/^lastName: /);
    expect((await post('/api/verify-otp', { email: 'a@b.in', otp: '12ab56' })).json()).toEqual({
      message: 'otp: must be the 6-digit code from the e-mail',
    });
  });
});

describe('sign-up when the mail server is down', () => {
  it('answers 502 with a message instead of pretending a code was sent', async () => {
    const t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: newPerson() });
      expect(response.statusCode).toBe(502);
      expect(response.json<{ message: string }>().message).toMatch(/could not send the e-mail/);
    } finally {
      await t.close();
    }
  });
});
