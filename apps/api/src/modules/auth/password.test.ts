import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sukoon/contract/auth';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { otpFrom, startMailInbox, type MailInbox } from './testing/mail-inbox.ts';
import { bearer, logIn, signUp } from './testing/accounts.ts';

describe('change, forget and reset a password', () => {
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

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const userDetails = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/userdetails', headers: bearer(token) });
  const wrongCode = (otp: string) => (otp === '000000' ? '111111' : '000000');

  describe('change-password', () => {
    it('checks the confirmation, the current password and the length', async () => {
      const person = await signUp(t.app, inbox);
      const change = (body: object) => post('/api/user/change-password', body, person.token);

      const mismatch = await change({
        currentPassword: person.password,
        newPassword: 'new password 1',
        confirmNewPassword: 'new password 2',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toMatchObject({ message: 'New password do not match' });

      const wrongCurrent = await change({
        currentPassword: 'not it at all',
        newPassword: 'new password 1',
        confirmNewPassword: 'new password 1',
      });
      expect(wrongCurrent.statusCode).toBe(400);
      expect(wrongCurrent.json()).toMatchObject({ message: AUTH_MESSAGES.currentPasswordWrong });

      const short = await change({
        currentPassword: person.password,
        newPassword: 'short',
        confirmNewPassword: 'short',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ message: 'newPassword: must be at least 8 characters' });

      const unsigned = await post('/api/user/change-password', {
        currentPassword: 'x',
        newPassword: 'new password 1',
        confirmNewPassword: 'new password 1',
      });
      expect(unsigned.statusCode).toBe(401);
    });

    it('changes it, ends older tokens and hands back a fresh one', async () => {
      const person = await signUp(t.app, inbox);
      const otherTab = await logIn(t.app, person.phone, person.password);
      const response = await post(
        '/api/user/change-password',
        {
          currentPassword: person.password,
          newPassword: 'a brand new secret',
          confirmNewPassword: 'a brand new secret',
        },
        person.token,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<{ message: string; token: string }>();
      expect(body.message).toBe(AUTH_MESSAGES.passwordChanged);

      expect((await userDetails(person.token)).statusCode).toBe(401);
      expect((await userDetails(otherTab)).statusCode).toBe(401);
      expect((await userDetails(body.token)).statusCode).toBe(200);
      expect(
        (await post('/api/login', { emailorphone: person.email, password: person.password })).statusCode,
      ).toBe(400);
      expect(await logIn(t.app, person.email, 'a brand new secret')).toEqual(expect.any(String));
    });
  });

  describe('forgot-password and reset-password', () => {
    it('answers the same whether or not the address has an account, and mails only a real one', async () => {
      const person = await signUp(t.app, inbox);
      const known = await post('/api/forgot-password', { email: person.email.toUpperCase() });
      const unknown = await post('/api/forgot-password', { email: 'nobody.here@example.in' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json()).toMatchObject({ message: AUTH_MESSAGES.resetOtpSent });

      const mail = await inbox.next(person.email);
      expect(mail.subject).toMatch(/password reset/i);
      expect(mail.raw).toContain('valid for 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(inbox.all().some((item) => item.to === 'nobody.here@example.in')).toBe(false);
    });

    it('resets with the mailed code, ending every older session', async () => {
      const person = await signUp(t.app, inbox);
      await post('/api/forgot-password', { email: person.email });
      const otp = otpFrom(await inbox.next(person.email));

      const wrong = await post('/api/reset-password', {
        email: person.email,
        otp: wrongCode(otp),
        newPassword: 'remembered now',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: AUTH_MESSAGES.resetOtpInvalid });

      const short = await post('/api/reset-password', { email: person.email, otp, newPassword: 'short' });
      expect(short.json()).toMatchObject({ message: 'newPassword: must be at least 8 characters' });

      const reset = await post('/api/reset-password', {
        email: person.email,
        otp,
        newPassword: 'remembered now',
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({ message: AUTH_MESSAGES.passwordReset });

      expect((await userDetails(person.token)).statusCode).toBe(401);
      expect(await logIn(t.app, person.email, 'remembered now')).toEqual(expect.any(String));
      // The code works once.
      const again = await post('/api/reset-password', {
        email: person.email,
        otp,
        newPassword: 'another one here',
      });
      expect(again.json()).toMatchObject({ message: AUTH_MESSAGES.resetOtpInvalid });
    });

    it('takes a code once when two resets race with it', async () => {
      const person = await signUp(t.app, inbox);
      await post('/api/forgot-password', { email: person.email });
      const otp = otpFrom(await inbox.next(person.email));
      const answers = await Promise.all(
        ['first of two', 'second of two'].map((newPassword) =>
          post('/api/reset-password', { email: person.email, otp, newPassword }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    });

    it('refuses an unknown address with the same answer as a wrong code', async () => {
      const response = await post('/api/reset-password', {
        email: 'nobody.here@example.in',
        otp: '123456',
        newPassword: 'whatever it is',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.resetOtpInvalid });
    });

    it('lets a reset code expire after 10 minutes', async () => {
      const person = await signUp(t.app, inbox);
      await post('/api/forgot-password', { email: person.email });
      const otp = otpFrom(await inbox.next(person.email));
      clock += 11 * 60_000;
      try {
        const late = await post('/api/reset-password', {
          email: person.email,
          otp,
          newPassword: 'too late for this',
        });
        expect(late.statusCode).toBe(400);
        expect(late.json()).toMatchObject({ message: AUTH_MESSAGES.resetOtpInvalid });
      } finally {
        clock = Date.now();
      }
    });

    it('voids a reset code after five wrong tries', async () => {
      const person = await signUp(t.app, inbox);
      await post('/api/forgot-password', { email: person.email });
      const otp = otpFrom(await inbox.next(person.email));
      for (let i = 0; i < 5; i++) {
        const wrong = await post('/api/reset-password', {
          email: person.email,
          otp: wrongCode(otp),
          newPassword: 'guessing away',
        });
        expect(wrong.json()).toMatchObject({ message: AUTH_MESSAGES.resetOtpInvalid });
      }
      const right = await post('/api/reset-password', {
        email: person.email,
        otp,
        newPassword: 'guessing away',
      });
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({ message: AUTH_MESSAGES.resetOtpInvalid });
      expect(await logIn(t.app, person.email, person.password)).toEqual(expect.any(String));

      // A new code starts over.
      await post('/api/forgot-password', { email: person.email });
      const fresh = otpFrom(await inbox.next(person.email));
      expect(
        (await post('/api/reset-password', { email: person.email, otp: fresh, newPassword: 'guessing away' }))
          .statusCode,
      ).toBe(200);
    });
  });
});
