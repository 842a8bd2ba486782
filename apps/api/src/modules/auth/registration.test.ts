import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, phoneAlreadyRegisteredMessage } from '@sukoon/contract/auth';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { pendingRegistrations, users } from '../../db/schema/index.ts';
import { startMailInbox, otpFrom, type MailInbox } from './testing/mail-inbox.ts';
import { logIn, newPerson, signUp } from './testing/accounts.ts';

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
    expect(register.json()).toMatchObject({ message: AUTH_MESSAGES.registrationOtpSent });

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
    expect(verify.json()).toMatchObject({ message: 'OTP verified successfully! You can now log in.' });
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

  it('gives the account the language the pages were read in when the code was entered', async () => {
    for (const [header, language] of [
      ['hi', 'Hindi'],
      ['mr-IN,mr;q=0.9,en;q=0.5', 'Marathi'],
      [undefined, 'English (US)'],
    ] as const) {
      const person = newPerson();
      const headers = header ? { 'accept-language': header } : {};
      // The code's mail is read from English here (otpFrom reads English); the OTP page decides.
      expect((await post('/api/register', person)).statusCode).toBe(200);
      const otp = otpFrom(await inbox.next(person.email));
      const verify = await t.app.inject({
        method: 'POST',
        url: '/api/verify-otp',
        payload: { ...person, otp },
        headers,
      });
      expect(verify.statusCode, verify.body).toBe(200);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
      expect(user?.language).toBe(language);
    }
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
        payload: { email: person.email, otp, password: person.password },
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
      expect(stale.json()).toMatchObject({ message: AUTH_MESSAGES.otpInvalid });
    }
    expect((await post('/api/verify-otp', { ...person, otp: second })).statusCode).toBe(200);
  });

  it('answers a sign-up with an address that has an account as any other, and mails its owner instead of a code', async () => {
    const owner = await signUp(t.app, inbox);
    const stranger = newPerson();
    const taken = await post('/api/register', {
      ...newPerson(),
      email: owner.email,
      password: 'an attacker password',
    });
    const fresh = await post('/api/register', stranger);
    expect([taken.statusCode, taken.body]).toEqual([fresh.statusCode, fresh.body]);
    expect(taken.json()).toMatchObject({ message: AUTH_MESSAGES.registrationOtpSent });

    const warning = await inbox.next(owner.email);
    expect(warning.subject).toBe('Someone tried to sign up to Sukoon with your e-mail');
    expect(warning.raw).toContain(`${t.config.appUrl}/login`);
    expect(warning.raw).toContain(`${t.config.appUrl}/forgotpassword`);
    expect(() => otpFrom(warning)).toThrow();
    // No code was sent, so no guess finishes that sign-up, and the account is as it was.
    for (const otp of ['000000', '123456']) {
      const verify = await post('/api/verify-otp', {
        email: owner.email,
        otp,
        password: 'an attacker password',
      });
      expect(verify.json()).toMatchObject({ message: AUTH_MESSAGES.otpInvalid });
    }
    expect(await logIn(t.app, owner.email, owner.password)).toEqual(expect.any(String));
  });

  it('gives the account the password of whoever verifies, not of a later sign-up with the same address', async () => {
    const victim = newPerson();
    await post('/api/register', victim);
    await inbox.next(victim.email);
    // Someone else registers the victim's address with their own password; the victim gets that code.
    await post('/api/register', { ...newPerson(), email: victim.email, password: 'an attacker password' });
    const otp = otpFrom(await inbox.next(victim.email));
    // The victim's page sends the victim's own form with it.
    expect((await post('/api/verify-otp', { ...victim, otp })).statusCode).toBe(200);

    expect(await logIn(t.app, victim.email, victim.password)).toEqual(expect.any(String));
    const attacker = await post('/api/login', {
      emailorphone: victim.email,
      password: 'an attacker password',
    });
    expect(attacker.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, victim.email));
    expect(user).toMatchObject({ firstName: victim.firstName, phone: victim.phone });
  });

  it('keeps the victim in charge when the attacker registers first: the victim signs up and verifies as usual', async () => {
    const victim = newPerson();
    await post('/api/register', { ...newPerson(), email: victim.email, password: 'an attacker password' });
    await inbox.next(victim.email);
    await post('/api/register', victim);
    const otp = otpFrom(await inbox.next(victim.email));
    expect((await post('/api/verify-otp', { ...victim, otp })).statusCode).toBe(200);
    expect(await logIn(t.app, victim.email, victim.password)).toEqual(expect.any(String));
    const attacker = await post('/api/login', {
      emailorphone: victim.email,
      password: 'an attacker password',
    });
    expect(attacker.statusCode).toBe(400);
  });

  it('lets no unverified sign-up hold a mobile number: login by phone finds verified accounts only', async () => {
    const squatter = newPerson();
    const owner = newPerson({ phone: squatter.phone });
    await post('/api/register', squatter);
    await inbox.next(squatter.email);
    // The squatter's own password and phone do not reach their unfinished sign-up…
    const byPhone = await post('/api/login', { emailorphone: squatter.phone, password: squatter.password });
    expect(byPhone.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials });
    // …while the e-mail still says the sign-up waits for its code.
    const byEmail = await post('/api/login', { emailorphone: squatter.email, password: squatter.password });
    expect(byEmail.json()).toMatchObject({ message: AUTH_MESSAGES.emailNotVerified });

    await signUp(t.app, inbox, owner);
    expect(await logIn(t.app, owner.phone, owner.password)).toEqual(expect.any(String));
  });

  it("keeps a verified mobile number one account's: a later sign-up with it is refused, naming the number", async () => {
    const first = await signUp(t.app, inbox);
    // Verification by SMS comes with the phones issue; here the database records it.
    await t.database.db
      .update(users)
      .set({ phoneVerifiedAt: new Date() })
      .where(eq(users.email, first.email));
    const second = newPerson({ phone: first.phone });
    // Registering says nothing about the number…
    const register = await post('/api/register', { ...second, phone: `+91${first.phone}` });
    expect(register.json()).toMatchObject({ message: AUTH_MESSAGES.registrationOtpSent });
    const otp = otpFrom(await inbox.next(second.email));
    // …only the owner of the e-mail learns it, at verification, and can carry on with another number.
    const refused = await post('/api/verify-otp', { ...second, otp });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: phoneAlreadyRegisteredMessage(first.phone) });
    expect(refused.json<{ message: string }>().message).toContain(
      `${first.phone.slice(0, 5)} ${first.phone.slice(5)}`,
    );
    const otherNumber = newPerson().phone;
    expect((await post('/api/verify-otp', { ...second, phone: otherNumber, otp })).statusCode).toBe(200);
    expect(await logIn(t.app, otherNumber, second.password)).toEqual(expect.any(String));
    expect(await logIn(t.app, first.phone, first.password)).toEqual(expect.any(String));
  });

  it('resends a code with the e-mail alone, and answers the same when no sign-up waits', async () => {
    const person = newPerson();
    await post('/api/register', person);
    const first = otpFrom(await inbox.next(person.email));
    const nobody = newPerson().email;
    const owner = await signUp(t.app, inbox);
    // Another instance, so closing it sends whatever mail still waits.
    const other = await buildApp(t.config, { database: t.database, webDir: t.config.dataDir });
    const resend = (email: string) =>
      other.inject({ method: 'POST', url: '/api/register/resend-otp', payload: { email } });
    const waiting = await resend(person.email);
    const unknown = await resend(nobody);
    const account = await resend(owner.email);
    await other.close();
    for (const answer of [waiting, unknown, account]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ message: AUTH_MESSAGES.registrationOtpResent });
    }
    expect(inbox.all().filter((mail) => mail.to === nobody || mail.to === owner.email)).toHaveLength(1);

    const second = otpFrom(await inbox.next(person.email));
    if (second !== first) {
      expect((await post('/api/verify-otp', { ...person, otp: first })).json()).toMatchObject({
        message: AUTH_MESSAGES.otpInvalid,
      });
    }
    // The OTP page without the form sends the e-mail, the code and the password chosen at sign-up.
    const verify = await post('/api/verify-otp', {
      email: person.email,
      otp: second,
      password: person.password,
    });
    expect(verify.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(user).toMatchObject({
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
    });
    expect(await logIn(t.app, person.email, person.password)).toEqual(expect.any(String));
  });

  it('says when no sign-up is waiting, and refuses a wrong code', async () => {
    const none = await post('/api/verify-otp', {
      email: 'nobody@example.in',
      otp: '123456',
      password: 'a calm password',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: AUTH_MESSAGES.noPendingRegistration });

    const person = newPerson();
    await post('/api/register', person);
    const otp = otpFrom(await inbox.next(person.email));
    const wrong = await post('/api/verify-otp', { ...person, otp: otp === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: AUTH_MESSAGES.otpInvalid });
  });

  it('lets a code expire after 10 minutes', async () => {
    const person = newPerson();
    await post('/api/register', person);
    const otp = otpFrom(await inbox.next(person.email));
    clock += 10 * 60_000 + 1_000;
    try {
      const late = await post('/api/verify-otp', { ...person, otp });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ message: AUTH_MESSAGES.otpExpired });
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
    expect(right.json()).toMatchObject({ message: AUTH_MESSAGES.otpTooManyAttempts });

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
      expect(response.json()).toMatchObject({ message });
    }
    const { lastName: _omitted, ...missing } = newPerson();
    expect((await post('/api/register', missing)).json<{ message: string }>().message).toMatch(/^lastName: /);
    expect(
      (await post('/api/verify-otp', { email: 'a@b.in', otp: '12ab56', password: 'a calm password' })).json(),
    ).toMatchObject({ message: 'otp: must be the 6-digit code from the e-mail' });
    expect(
      (await post('/api/verify-otp', { email: 'a@b.in', otp: '123456' })).json<{ message: string }>().message,
    ).toMatch(/^password: /);
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
