import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, COUNSELLOR_INVITE_DAYS, COUNSELLOR_MESSAGES } from '@sukoon/contract';
import { linkGoogleAccount } from '../auth/google-accounts.ts';
import { otpFrom } from '../auth/testing/mail-inbox.ts';
import {
  counsellorBody,
  decodedMail,
  inviteCounsellor,
  inviteTokenFrom,
  joinAsCounsellor,
  openCounsellorSuite,
  type CounsellorSuite,
} from './counsellors-test-kit.ts';

describe('counsellor invitations', () => {
  let s: CounsellorSuite;
  beforeAll(async () => {
    s = await openCounsellorSuite();
  });
  afterAll(() => s.close());

  const readInvite = (token: string) =>
    s.t.app.inject({ method: 'GET', url: `/api/counsellor/invite?token=${encodeURIComponent(token)}` });
  const accept = (token: string, password = 'a steady password') =>
    s.t.app.inject({ method: 'POST', url: '/api/counsellor/accept-invite', payload: { token, password } });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    s.t.app.inject({ method: 'POST', url, payload, headers });

  it('invites by e-mail; the link names the person, sets the password, and the counsellor logs in', async () => {
    const { counsellor, token, email } = await inviteCounsellor(s, { firstName: 'Priya', lastName: 'Nair' });
    expect(counsellor).toMatchObject({ email, active: true, joined: false, slug: 'priya-nair' });
    expect(Date.parse(counsellor.inviteExpiresAt ?? '')).toBe(
      Date.parse('2026-12-07T02:30:00.000Z') + COUNSELLOR_INVITE_DAYS * 86_400_000,
    );
    const mail = s.inbox.all().find((item) => item.to === email);
    expect(mail && decodedMail(mail)).toContain(`${s.t.config.appUrl}/counsellor/welcome?token=`);

    // Before joining there is no password to log in with.
    expect(
      (await post('/api/login', { emailorphone: email, password: 'a steady password' })).statusCode,
    ).toBe(400);
    const invite = await readInvite(token);
    expect(invite.statusCode).toBe(200);
    expect(invite.json()).toEqual({ firstName: 'Priya', email });

    const headers = await joinAsCounsellor(s, token, email);
    const details = await s.t.app.inject({ method: 'GET', url: '/api/userdetails', headers });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ user: { email, role: 'counsellor', firstName: 'Priya' } });

    const list = await s.t.app.inject({
      method: 'GET',
      url: '/api/admin/counsellors',
      headers: s.admin.headers,
    });
    expect(list.json<{ _id: string; joined: boolean; inviteExpiresAt: string | null }[]>()).toContainEqual(
      expect.objectContaining({ _id: counsellor._id, joined: true, inviteExpiresAt: null }),
    );
    // A counsellor is a signed-in person, not an administrator.
    const adminList = await s.t.app.inject({ method: 'GET', url: '/api/admin/counsellors', headers });
    expect(adminList.statusCode).toBe(403);
  });

  it('refuses a used link, a wrong one and an expired one, each with its own message', async () => {
    const { token, email } = await inviteCounsellor(s);
    expect((await accept(token)).statusCode).toBe(200);
    for (const response of [await accept(token, 'another password'), await readInvite(token)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: COUNSELLOR_MESSAGES.inviteUsed });
    }
    // The second try did not change the password.
    expect(
      (await post('/api/login', { emailorphone: email, password: 'a steady password' })).statusCode,
    ).toBe(200);

    // Two tabs racing with one link: one sets the password, the other is told the link is used.
    const racing = await inviteCounsellor(s);
    const both = await Promise.all([
      accept(racing.token, 'first password 1'),
      accept(racing.token, 'second password 2'),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    for (const response of [await readInvite('not-a-real-token'), await accept('not-a-real-token')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: COUNSELLOR_MESSAGES.inviteInvalid });
    }

    const late = await inviteCounsellor(s);
    s.advanceDays(COUNSELLOR_INVITE_DAYS);
    try {
      for (const response of [await readInvite(late.token), await accept(late.token)]) {
        expect(response.statusCode).toBe(410);
        expect(response.json()).toMatchObject({ message: COUNSELLOR_MESSAGES.inviteExpired });
      }
      expect(
        (await post('/api/login', { emailorphone: late.email, password: 'a steady password' })).statusCode,
      ).toBe(400);
    } finally {
      s.advanceDays(-COUNSELLOR_INVITE_DAYS);
    }
  });

  it('sends a new link on request; the older one stops working, and none once joined', async () => {
    const { counsellor, token: first, email } = await inviteCounsellor(s);
    const resend = await post(`/api/admin/counsellors/${counsellor._id}/invite`, {}, s.admin.headers);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ message: COUNSELLOR_MESSAGES.inviteResent });
    const second = inviteTokenFrom(await s.inbox.next(email));
    expect(second).not.toBe(first);

    expect((await accept(first)).json()).toMatchObject({ message: COUNSELLOR_MESSAGES.inviteInvalid });
    expect((await accept(second)).statusCode).toBe(200);
    const again = await post(`/api/admin/counsellors/${counsellor._id}/invite`, {}, s.admin.headers);
    expect(again.statusCode).toBe(409);
    const unknown = await post(
      '/api/admin/counsellors/00000000-0000-4000-8000-000000000000/invite',
      {},
      s.admin.headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: COUNSELLOR_MESSAGES.notFound });
  });

  it('keeps a counsellor e-mail from sign-up before they join, and resets their password like anyone', async () => {
    const { email, token } = await inviteCounsellor(s);
    const register = await post('/api/register', {
      firstName: 'Someone',
      lastName: 'Else',
      phone: '9812345670',
      email,
      password: 'a takeover password',
    });
    expect(register.statusCode).toBe(200);
    // The owner of the address is told someone tried; no code to finish a sign-up is sent.
    const warning = await s.inbox.next(email);
    expect(warning.subject).toContain('Someone tried to sign up');
    expect(warning.raw).not.toMatch(/Your OTP is \d{6}/);
    const verify = await post('/api/verify-otp', { email, otp: '123456', password: 'a takeover password' });
    expect(verify.statusCode).toBe(400);

    await joinAsCounsellor(s, token, email);
    expect((await post('/api/forgot-password', { email })).statusCode).toBe(200);
    const otp = otpFrom(await s.inbox.next(email));
    const reset = await post('/api/reset-password', { email, otp, newPassword: 'a fresh password' });
    expect(reset.json()).toMatchObject({ message: AUTH_MESSAGES.passwordReset });
    const login = await post('/api/login', { emailorphone: email, password: 'a fresh password' });
    expect(login.statusCode).toBe(200);
  });

  it('links Google sign-in with the verified address to the same counsellor account, never a new one', async () => {
    const { counsellor, email } = await inviteCounsellor(s);
    const linked = await linkGoogleAccount(
      s.t.database.db,
      { subject: 'google-subject-1', email },
      new Date(),
    );
    expect(linked).toMatchObject({ email, role: 'counsellor' });
    const list = await s.t.app.inject({
      method: 'GET',
      url: '/api/admin/counsellors',
      headers: s.admin.headers,
    });
    expect(list.json<{ _id: string; email: string }[]>().filter((c) => c.email === email)).toEqual([
      expect.objectContaining({ _id: counsellor._id }),
    ]);
  });

  it('refuses an e-mail that already has an account', async () => {
    const body = counsellorBody({ email: s.user.email });
    const response = await post('/api/admin/counsellors', body, s.admin.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: COUNSELLOR_MESSAGES.emailTaken });
    const { email } = await inviteCounsellor(s);
    const twice = await post(
      '/api/admin/counsellors',
      counsellorBody({ email: email.toUpperCase() }),
      s.admin.headers,
    );
    expect(twice.statusCode).toBe(409);
  });
});
