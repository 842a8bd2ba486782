import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ClientAppointment } from '@sukoon/contract/appointments';
import { addCalendarDays, readIstClock } from '@sukoon/contract/slots';
import { newPerson, registerVerified } from './harness/accounts.ts';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_ARGS } from './harness/chromium-flags.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './harness/e2e-env.ts';
import { payOrder } from './harness/simulated-checkout.ts';

// The installable app (issue 31): the manifest and the service worker are served and pass
// Chromium's installability checks; the app page shows how to install; offline, the shell opens on
// /offline with the crisis line and the signed-in person's next session, and after logout it shows
// nothing of theirs.

// The journeys block service workers elsewhere (playwright.config.ts); these are about the worker.
test.use({ serviceWorkers: 'allow' });

async function logIn(request: APIRequestContext, emailorphone: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { emailorphone, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** Waits until the service worker controls the page (it claims it on its first activation). */
async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 20_000 })
    .toMatch(/\/sw\.js$/);
}

test('the manifest, its icons and the service worker are served, and / is installable', async ({
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const app = (await manifest.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(app).toMatchObject({
    name: 'Sukoon',
    short_name: 'Sukoon',
    display: 'standalone',
    theme_color: '#1f5f5b',
    background_color: '#fcfaf6',
  });
  expect(app.start_url).toMatch(/^\//);
  expect(app.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of app.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // A browser context of Playwright's is off the record, where Chromium never offers to install
  // ("in-incognito"); a profile on disk is what a phone's browser has.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: HEADLESS_CHROMIUM_ARGS,
    baseURL: E2E_BASE_URL,
  });
  try {
    const page = await browser.newPage();
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await controlledByWorker(page);
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the app page offers to install the app and says what it does and does not do', async ({ page }) => {
  await page.goto('/app-info');
  await expect(page.getByRole('heading', { level: 2, name: 'Install the app' })).toBeVisible();
  const iphone = page.getByRole('region', { name: 'On iPhone (Safari)' });
  await expect(iphone.getByRole('listitem')).toHaveText([
    /Tap the Share button/,
    /Add to Home Screen/,
    /Tap “Add”/,
  ]);
  await expect(page.getByRole('region', { name: 'On Android (Chrome)' })).toContainText('Install app');
  await expect(page.getByText('No tracking and no advertising')).toBeVisible();
  await expect(page.getByText('It never reads your contacts, photos or location')).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  // Reminders need an account: a visitor is asked to log in first.
  await expect(page.getByText('Log in to turn on reminders.')).toBeVisible();

  // Where the browser offers an install (Chromium's beforeinstallprompt), the page's button uses it.
  await controlledByWorker(page);
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole('button', { name: 'Install the app' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sukoon is installed on this device' }),
  ).toBeVisible();
});

test('offline, the shell opens with the crisis line and the person’s next session; after logout, nothing of theirs', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // a booking, two reloads with no network and a logout
  const person = newPerson('offline');
  await registerVerified(request, person);
  const token = await logIn(request, person.email, person.password);
  const headers = { Authorization: `Bearer ${token}` };
  const day = addCalendarDays(readIstClock(new Date()).today, 6);
  let orderId = '';
  for (const slot of [19, 18, 17, 20]) {
    const created = await request.post('/api/create', {
      headers,
      data: { purpose: 'appointment', date: day, slot, reason: `Sleepless nights (${person.email})` },
    });
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(200);
    orderId = ((await created.json()) as { orderId: string }).orderId;
    break;
  }
  expect(orderId, 'a free hour six days ahead').not.toBe('');
  await payOrder(request, token, orderId);
  const [booked] = (await (
    await request.get('/api/appointments/mine', { headers })
  ).json()) as ClientAppointment[];
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const accepted = await request.post(`/api/appointments/${booked?._id ?? ''}`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { status: 'accepted' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const [session] = (await (
    await request.get('/api/appointments/mine', { headers })
  ).json()) as ClientAppointment[];
  const roomLink = session?.meetingLink ?? '';
  expect(roomLink).not.toBe('');

  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/UserCourses');
  await controlledByWorker(page);
  // The app keeps its copy of the upcoming sessions once it has read them.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const saved = await caches.match('/__personal/upcoming-sessions.json');
        return saved ? ((await saved.json()) as { sessions: unknown[] }).sessions.length : 0;
      }),
    )
    .toBe(1);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/offline\?from=%2FUserCourses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '14416' })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Your upcoming sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByRole('link', { name: 'Session room link' })).toHaveAttribute('href', roomLink);
  await expect(page.getByText(/Sleepless/)).toHaveCount(0);

  await context.setOffline(false);
  await page.goto('/UserCourses');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).includes('sukoon-personal')))
    .toBe(false);

  await context.setOffline(true);
  await page.goto('/UserCourses');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText(/Log in when you are back online/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your upcoming sessions' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Session room link' })).toHaveCount(0);
  await context.setOffline(false);
});
