import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from './e2e-env.ts';

/** Mails are named `<ms>-<count>-<to>.eml`: the count orders two mails of one millisecond. */
function arrivalOrder(a: string, b: string): number {
  const [msA = 0, countA = 0] = a.split('-', 2).map(Number);
  const [msB = 0, countB = 0] = b.split('-', 2).map(Number);
  return msA - msB || countA - countB;
}

/** The raw mails the test SMTP server received for `address`, oldest first. */
export function mailsTo(address: string): string[] {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .filter((file) => file.includes(address.toLowerCase()))
    .sort(arrivalOrder)
    .map((file) => fs.readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8'));
}

/** Waits for the newest mail to `address` that arrived after `after` mails, and returns it. */
export async function waitForMail(address: string, after = 0): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { timeout: 10_000 }).toBeGreaterThan(after);
  return mailsTo(address).at(-1) ?? '';
}

/** The 6-digit code in a mail. */
export function otpFrom(mail: string): string {
  const match = /\b(\d{6})\b/.exec(mail.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error('no 6-digit code in the mail');
  return match[1];
}
