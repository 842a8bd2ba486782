import { expect } from 'vitest';
import type { AdminCounsellor, CreateCounsellorBody } from '@sukoon/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { startMailInbox, type MailInbox, type ReceivedMail } from '../auth/testing/mail-inbox.ts';

/** 08:00 IST on Monday 7 December 2026: every hour of the day's calendar is still ahead. */
export const SUITE_START = '2026-12-07T02:30:00.000Z';
export const SUITE_TODAY = '2026-12-07';

export interface CounsellorSuite {
  t: TestApp;
  inbox: MailInbox;
  admin: TestUser;
  user: TestUser;
  /** Moves the app's clock. */
  advanceDays(days: number): void;
  close(): Promise<void>;
}

/** The app with the real SMTP test inbox, a clock the test moves, an admin and a client. */
export async function openCounsellorSuite(): Promise<CounsellorSuite> {
  let clock = Date.parse(SUITE_START);
  const inbox = await startMailInbox();
  const t = await createTestApp({ SMTP_URL: inbox.smtpUrl }, { now: () => new Date(clock) });
  return {
    t,
    inbox,
    admin: await createUserWithToken(t, 'admin'),
    user: await createUserWithToken(t, 'user'),
    advanceDays: (days) => {
      clock += days * 24 * 60 * 60 * 1000;
    },
    close: async () => {
      await t.close();
      await inbox.close();
    },
  };
}

let counter = 0;

/** A valid profile with a fresh e-mail. */
export function counsellorBody(overrides: Partial<CreateCounsellorBody> = {}): CreateCounsellorBody {
  counter += 1;
  return {
    email: `counsellor.${counter}.${Date.now()}@counsellors.example`,
    firstName: 'Farah',
    lastName: 'Shaikh',
    title: 'Counselling Psychologist',
    bio: 'I work with families and couples through change.',
    languages: ['English', 'Hindi'],
    specialities: ['parenting', 'couple'],
    qualifications: 'M.Phil. Clinical Psychology',
    registrationNumber: 'RCI A12345',
    yearsOfExperience: 9,
    photo: '/images/counsellors/farah-shaikh.svg',
    ...overrides,
  };
}

/** A mail as read: its quoted-printable soft breaks and escapes undone. */
export const decodedMail = (mail: ReceivedMail): string =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The token of the invitation link in a mail. */
export function inviteTokenFrom(mail: ReceivedMail): string {
  const token = /\/counsellor\/welcome\?token=([\w-]+)/.exec(decodedMail(mail))?.[1];
  if (!token) throw new Error(`no invitation link in the mail "${mail.subject}"`);
  return token;
}

/** Adds a counsellor as an admin does and reads the link from their mail. */
export async function inviteCounsellor(
  suite: CounsellorSuite,
  overrides: Partial<CreateCounsellorBody> = {},
): Promise<{ counsellor: AdminCounsellor; token: string; email: string }> {
  const body = counsellorBody(overrides);
  const response = await suite.t.app.inject({
    method: 'POST',
    url: '/api/admin/counsellors',
    headers: suite.admin.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { counsellor } = response.json<{ counsellor: AdminCounsellor }>();
  return { counsellor, token: inviteTokenFrom(await suite.inbox.next(body.email)), email: body.email };
}

/** Sets the password through the link and logs in: the counsellor's headers. */
export async function joinAsCounsellor(
  suite: CounsellorSuite,
  token: string,
  email: string,
  password = 'a steady password',
): Promise<{ authorization: string }> {
  const accept = await suite.t.app.inject({
    method: 'POST',
    url: '/api/counsellor/accept-invite',
    payload: { token, password },
  });
  expect(accept.statusCode, accept.body).toBe(200);
  const login = await suite.t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { emailorphone: email, password },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
}
