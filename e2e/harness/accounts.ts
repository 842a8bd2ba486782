import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailsTo, otpFrom, waitForMail } from './mailbox.ts';

export interface TestPerson {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
}

let sequence = 0;

/** A person no other test (or worker) uses: unique e-mail and a valid, unique Indian mobile number. */
export function newPerson(label = 'user'): TestPerson {
  const unique = `${Date.now()}${process.pid % 100}${sequence++}`;
  return {
    firstName: 'Meera',
    lastName: 'Iyer',
    phone: `9${unique.slice(-9)}`,
    email: `${label}-${unique}@example.test`,
    password: `calm-password-${unique.slice(-6)}`,
  };
}

const verifiedEmails = new Set<string>();

/**
 * Signs up and verifies through the API (not the pages), for journeys that start logged out. Once
 * per person: with fullyParallel, a worker runs a file's beforeAll again each time it comes back to
 * one of its tests, and a second sign-up gets the "someone tried to sign up" mail, not a code.
 */
export async function registerVerified(request: APIRequestContext, person: TestPerson): Promise<void> {
  if (verifiedEmails.has(person.email)) return;
  const before = mailsTo(person.email).length;
  const registered = await request.post('/api/register', { data: person });
  expect(registered.status(), await registered.text()).toBe(200);
  const otp = otpFrom(await waitForMail(person.email, before));
  const verified = await request.post('/api/verify-otp', { data: { ...person, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  verifiedEmails.add(person.email);
}

/** Logs in through the login page and waits to leave it. */
export async function logInWithPage(page: Page, emailOrPhone: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill(emailOrPhone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
