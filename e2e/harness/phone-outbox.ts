import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './e2e-env.ts';

/** One message the API wrote to its outbox instead of an SMS or WhatsApp provider (DESIGN "Phones"). */
export interface PhoneMessage {
  channel: 'sms' | 'whatsapp';
  to: string;
  text: string;
  language: string;
  createdAt: string;
}

/**
 * The messages to `phone` in `DATA_DIR/outbox/<channel>/`, oldest first: the files are named by
 * the wall clock and a counter, so their names sort in the order they were written. `to` may carry
 * a +91; the last ten digits are the number.
 */
export function phoneMessagesTo(channel: PhoneMessage['channel'], phone: string): PhoneMessage[] {
  const folder = path.join(E2E_DATA_DIR, 'outbox', channel);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as PhoneMessage)
    .filter((message) => message.to.replace(/\D/g, '').endsWith(phone));
}

/** Waits for the newest SMS to `phone` that arrived after `after` of them, and returns it. */
export async function waitForSms(phone: string, after = 0): Promise<PhoneMessage> {
  await expect.poll(() => phoneMessagesTo('sms', phone).length, { timeout: 10_000 }).toBeGreaterThan(after);
  const newest = phoneMessagesTo('sms', phone).at(-1);
  if (!newest) throw new Error(`no SMS to ${phone}`);
  return newest;
}

/** The 6-digit code in an SMS. */
export function smsCodeFrom(message: PhoneMessage): string {
  const match = /\b(\d{6})\b/.exec(message.text);
  if (!match?.[1]) throw new Error('no 6-digit code in the SMS');
  return match[1];
}
