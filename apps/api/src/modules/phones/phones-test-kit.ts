import fs from 'node:fs';
import path from 'node:path';
import { phoneMessages } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestUser } from '../../../test/users-fixture.ts';

/** One message the app wrote to `DATA_DIR/outbox/<channel>/` (no provider configured). */
export interface OutboxPhoneMessage {
  channel: 'sms' | 'whatsapp';
  to: string;
  text: string;
  language: string;
  template?: { name: string; parameters: string[] };
  createdAt: string;
}

export function readPhoneOutbox(dataDir: string, channel: 'sms' | 'whatsapp'): OutboxPhoneMessage[] {
  const folder = path.join(dataDir, 'outbox', channel);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as OutboxPhoneMessage);
}

/** The code in the latest SMS to `phone` in the outbox. */
export function latestCodeTo(dataDir: string, phone: string): string {
  const sms = readPhoneOutbox(dataDir, 'sms')
    .filter((message) => message.to === phone)
    .at(-1);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no code to ${phone} in the SMS outbox`);
  return code;
}

export const requestCode = (t: TestApp, user: TestUser, phone: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/phone/verification',
    headers: user.headers,
    payload: { phone },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

export const submitCode = (t: TestApp, user: TestUser, phone: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/phone/verify',
    headers: user.headers,
    payload: { phone, code },
  });

export const putPreferences = (t: TestApp, user: TestUser, payload: Record<string, boolean>) =>
  t.app.inject({ method: 'PUT', url: '/api/me/notification-preferences', headers: user.headers, payload });

export const getPreferences = (t: TestApp, user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/me/notification-preferences', headers: user.headers });

/**
 * Asks for a code, reads it where it went (`readCode`: the outbox by default, a fake provider's
 * calls otherwise) and submits it; fails the test if any step is refused.
 */
export async function verifyNumber(
  t: TestApp,
  user: TestUser,
  phone: string,
  readCode: () => string = () => latestCodeTo(t.config.dataDir, phone),
): Promise<void> {
  const sent = await requestCode(t, user, phone);
  if (sent.statusCode !== 200) throw new Error(`code request answered ${sent.statusCode}: ${sent.body}`);
  const verified = await submitCode(t, user, phone, readCode());
  if (verified.statusCode !== 200)
    throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`);
}

/**
 * A WhatsApp message to `user` that gave up, as the delivery job leaves one after its last try,
 * for tests that need one to exist without driving a provider through its failures.
 */
export async function insertFailedPhoneMessage(t: TestApp, user: { id: string }, phone = '9876500099') {
  const now = new Date();
  const [row] = await t.database.db
    .insert(phoneMessages)
    .values({
      userId: user.id,
      channel: 'whatsapp',
      event: 'session_accepted',
      eventKey: `test-failed-${now.getTime()}-${Math.random()}`,
      appointmentId: null,
      toPhone: phone,
      language: 'en',
      inputs: { firstName: 'Asha', date: '2026-11-23', slot: 10, link: null },
      state: 'failed',
      attempts: 4,
      lastError: 'WhatsApp answered 500: An unknown error has occurred.',
      nextAttemptAt: now,
      createdAt: now,
      failedAt: now,
    })
    .returning({ id: phoneMessages.id });
  if (!row) throw new Error('could not insert the failed phone message');
  return row.id;
}
