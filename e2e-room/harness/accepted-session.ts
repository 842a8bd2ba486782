import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { ClientAppointment } from '@sukoon/contract/appointments';
import { sessionStart } from '@sukoon/contract/sessions';
import { addCalendarDays, readIstClock } from '@sukoon/contract/slots';
import { ADMIN, ROOM_MAIL_DIR } from './room-env.ts';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export interface AcceptedSession {
  appointmentId: string;
  start: Date;
  client: Person & { token: string };
  counsellor: Person & { token: string };
}

let sequence = 0;
function newPerson(label: string, firstName: string): Person {
  const unique = `${Date.now()}${process.pid % 100}${sequence++}`;
  return {
    firstName,
    lastName: 'Test',
    email: `${label}-${unique}@example.test`,
    phone: `9${unique.slice(-9)}`,
    password: `calm-password-${unique.slice(-6)}`,
  };
}

function mailsTo(address: string): string[] {
  if (!fs.existsSync(ROOM_MAIL_DIR)) return [];
  return fs
    .readdirSync(ROOM_MAIL_DIR)
    .filter((file) => file.includes(address.toLowerCase()))
    .sort()
    .map((file) =>
      fs
        .readFileSync(path.join(ROOM_MAIL_DIR, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '='),
    );
}

async function waitForMail(address: string): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return mailsTo(address).at(-1) ?? '';
}

async function ok(answer: Awaited<ReturnType<APIRequestContext['post']>>, status = 200) {
  expect(answer.status(), await answer.text()).toBe(status);
  const body: unknown = await answer.json();
  return body;
}

async function logIn(api: APIRequestContext, person: { email: string; password: string }): Promise<string> {
  const answer = await api.post('/api/login', {
    data: { emailorphone: person.email, password: person.password },
  });
  return ((await ok(answer)) as { token: string }).token;
}

/**
 * A counsellor invited by the admin (who sets a password from the mailed link), a client who signs
 * up, books that counsellor three days ahead and pays, and the counsellor's acceptance: all through
 * the product's own API, as its pages call it. Then the server's clock is moved to a minute after
 * the start, so the room is open, and both log in at that time.
 */
export async function makeAcceptedSession(
  baseUrl: string,
  setClock: ((at: Date) => Promise<void>)[],
  names = { client: 'Asha', counsellor: 'Meera' },
): Promise<AcceptedSession> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  try {
    const admin = await logIn(api, ADMIN);
    const counsellor = newPerson('room-counsellor', names.counsellor);
    const created = (await ok(
      await api.post('/api/admin/counsellors', {
        headers: { Authorization: `Bearer ${admin}` },
        data: {
          email: counsellor.email,
          firstName: counsellor.firstName,
          lastName: counsellor.lastName,
          title: 'Counselling Psychologist',
          bio: 'Listens first.',
          languages: ['English'],
          specialities: ['anxiety'],
        },
      }),
      201,
    )) as { _id: string };
    const token = /\/counsellor\/welcome\?token=([\w%.-]+)/.exec(await waitForMail(counsellor.email))?.[1];
    expect(token, 'the invitation carries its link').toBeTruthy();
    await ok(
      await api.post('/api/counsellor/accept-invite', {
        data: { token: decodeURIComponent(token ?? ''), password: counsellor.password },
      }),
    );

    const client = newPerson('room-client', names.client);
    await ok(await api.post('/api/register', { data: client }));
    const otp = /\b(\d{6})\b/.exec(await waitForMail(client.email))?.[1];
    await ok(await api.post('/api/verify-otp', { data: { ...client, otp } }));
    const clientToken = await logIn(api, client);
    const clientHeaders = { Authorization: `Bearer ${clientToken}` };
    const day = addCalendarDays(readIstClock(new Date()).today, 3);
    const slot = 10;
    const order = (await ok(
      await api.post('/api/create', {
        headers: clientHeaders,
        data: { purpose: 'appointment', date: day, slot, reason: 'Room journey', counsellorId: created._id },
      }),
    )) as { orderId: string };
    const proof = await ok(
      await api.post('/api/payments/simulate', {
        headers: clientHeaders,
        data: { orderId: order.orderId, outcome: 'success' },
      }),
    );
    await ok(await api.post('/api/verify-payment', { headers: clientHeaders, data: proof as object }));
    const [booked] = (await ok(
      await api.get('/api/appointments/mine', { headers: clientHeaders }),
    )) as ClientAppointment[];
    const appointmentId = booked?._id ?? '';
    const counsellorToken = await logIn(api, counsellor);
    await ok(
      await api.post(`/api/appointments/${appointmentId}`, {
        headers: { Authorization: `Bearer ${counsellorToken}` },
        data: { status: 'accepted' },
      }),
    );

    const start = sessionStart(day, slot);
    for (const set of setClock) await set(new Date(start.getTime() + 60_000));
    return {
      appointmentId,
      start,
      client: { ...client, token: await logIn(api, client) },
      counsellor: { ...counsellor, token: await logIn(api, counsellor) },
    };
  } finally {
    await api.dispose();
  }
}
