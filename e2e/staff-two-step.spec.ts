import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { totpCode, totpStep } from '../apps/api/src/lib/totp.ts';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { newPerson } from './harness/accounts.ts';
import { mailsTo, waitForMail } from './harness/mailbox.ts';

// Decision 023: a counsellor turns on two-step sign-in from their pages, logs out, logs in with the
// code their authenticator app would show (made here from the key the page gave), then with a
// recovery code instead, and turns it off with the password and another recovery code. Runs in the
// counsellors' project (playwright.config.ts): its counsellor is active while it runs.

// A login may wait up to one 30-second step for a fresh code (nextCode).
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const counsellor = newPerson('two-step-counsellor');
const unique = `${Date.now()}`;
/** What the journey learns on the way: the key, the recovery codes, the step last used. */
const state = { secret: '', recoveryCodes: [] as string[], lastStep: 0 };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function inviteTokenIn(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const link = /https?:\/\/[^\s"<>]+\/counsellor\/welcome\?token=[\w%.-]+/.exec(text)?.[0];
  if (!link) throw new Error('no welcome link in the invitation');
  return new URL(link).searchParams.get('token') ?? '';
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/login', {
    data: { emailorphone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * The code the app shows next: a step after the last one used. The server takes a code at most one
 * step ahead of its clock and each step once, so when the journey has used the next step already
 * (three logins inside one 30-second window) it waits for the clock, as a person would.
 */
async function nextCode(page: Page): Promise<string> {
  while (state.lastStep > totpStep(new Date())) await page.waitForTimeout(500);
  const step = Math.max(totpStep(new Date()), state.lastStep + 1);
  state.lastStep = step;
  return totpCode(state.secret, step);
}

async function passwordStep(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill(counsellor.email);
  await page.getByLabel('Password').fill(counsellor.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(/\/counsellor/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

test.beforeAll(async ({ request }) => {
  const admin = await adminToken(request);
  const mailsBefore = mailsTo(counsellor.email).length;
  const created = await request.post('/api/admin/counsellors', {
    headers: bearer(admin),
    data: {
      email: counsellor.email,
      firstName: 'Kavya',
      lastName: `Menon ${unique.slice(-5)}`,
      title: 'Counselling Psychologist',
      bio: 'Kavya helps people with worry and sleep.',
      languages: ['English'],
      specialities: ['anxiety'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const token = inviteTokenIn(await waitForMail(counsellor.email, mailsBefore));
  const accepted = await request.post('/api/counsellor/accept-invite', {
    data: { token, password: counsellor.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
});

test('a counsellor turns on two-step sign-in and is shown ten recovery codes once', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill(counsellor.email);
  await page.getByLabel('Password').fill(counsellor.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/counsellor$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Two-step sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in is off' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const key = page.getByTestId('two-step-secret');
  await expect(key).toHaveText(/^[A-Z2-7 ]{32,}$/);
  state.secret = (await key.innerText()).replace(/\s/g, '');
  await expect(page.getByRole('link', { name: 'Open in an authenticator app' })).toHaveAttribute(
    'href',
    new RegExp(`^otpauth://totp/Sukoon:.*secret=${state.secret}`),
  );

  await page.getByLabel('6-digit code').fill(await nextCode(page));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  state.recoveryCodes = await codes.allInnerTexts();
  for (const code of state.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page).toHaveURL(/\/counsellor$/);
  await logOut(page);
});

test('logging in then asks for the code; a wrong one is said clearly, the right one signs in', async ({
  page,
}) => {
  await passwordStep(page);
  // Google and "forgot password" wait until the code step is over.
  await expect(page.getByRole('link', { name: /forgot password/i })).toHaveCount(0);
  await page.getByLabel('6-digit code').fill('000000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('That code is not right.');
  await page.getByLabel('6-digit code').fill(await nextCode(page));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/counsellor$/);
  await logOut(page);
});

test('a recovery code signs in instead, once', async ({ page }) => {
  await passwordStep(page);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(state.recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/counsellor$/);
  await logOut(page);

  await passwordStep(page);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(state.recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right.');
  await expect(page).toHaveURL(/\/login/);
});

test('turning it off takes the password and a code; then the password alone signs in', async ({ page }) => {
  await passwordStep(page);
  await page.getByLabel('6-digit code').fill(await nextCode(page));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/counsellor$/);
  await page.goto('/counsellor/two-step');
  await expect(page.getByText('Recovery codes left: 9.')).toBeVisible();
  await page.getByLabel('Your password').fill(counsellor.password);
  await page.getByLabel('Code from your app, or a recovery code').fill(state.recoveryCodes[1] ?? '');
  await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(page.getByText('Two-step sign-in is off.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in is off' })).toBeVisible();
  await logOut(page);

  await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill(counsellor.email);
  await page.getByLabel('Password').fill(counsellor.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/counsellor$/);
});
