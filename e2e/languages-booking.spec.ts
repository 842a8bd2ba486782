import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminCounsellor } from '@sukoon/contract/counsellors';
import type { ClientAppointment } from '@sukoon/contract/appointments';
import { BOOKING_WINDOW_DAYS, addCalendarDays, readIstClock } from '@sukoon/contract/slots';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { newPerson, registerVerified } from './harness/accounts.ts';
import { expectPageInLanguage } from './harness/page-language.ts';
import { payOrder } from './harness/simulated-checkout.ts';

// Issue 20: /booknow (signed out, and signed in with a day, an hour, the consent and the intake
// showing), /counsellors, a counsellor's page and the dashboard's Appointments tab read wholly in
// Marathi and in Hindi. It creates an active counsellor, so it runs in the counsellors' project,
// after the spec's journeys (playwright.config.ts), and deactivates them at the end.

test.describe.configure({ mode: 'serial' });

const unique = `${Date.now()}`.slice(-6);
const client = newPerson('bhasha');
// The last day of the window: every hour is still ahead, whatever time the run starts.
const DAY = addCalendarDays(readIstClock(new Date()).today, BOOKING_WINDOW_DAYS);
const REASON = `Sleep has been hard lately (${unique})`;
const tokens = { admin: '', client: '' };
let counsellor: AdminCounsellor | null = null;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function logIn(request: APIRequestContext, emailorphone: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { emailorphone, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** The language as a visitor keeps it (decision 018), set before the app starts. */
const useLanguage = (page: Page, lang: 'hi' | 'mr') =>
  page.addInitScript((value) => localStorage.setItem('sukoon-language', value), lang);
const signIn = (page: Page, token: string) =>
  page.addInitScript((value) => localStorage.setItem('token', value), token);

test.beforeAll(async ({ request }) => {
  tokens.admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await registerVerified(request, client);
  tokens.client = await logIn(request, client.email, client.password);
  // A counsellor as an admin types them. The page's title carries the name, and the language check
  // reads the title, so the name is written in Devanagari; the bio stays English, as user content.
  const created = await request.post('/api/admin/counsellors', {
    headers: bearer(tokens.admin),
    data: {
      email: newPerson('bhasha-counsellor').email,
      firstName: 'स्नेहा',
      lastName: `जोशी ${unique}`,
      title: 'समुपदेशक',
      bio: 'Sneha works with students on exam stress and homesickness.',
      languages: ['Marathi', 'Hindi', 'English'],
      specialities: ['anxiety', 'career'],
      yearsOfExperience: 6,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  counsellor = ((await created.json()) as { counsellor: AdminCounsellor }).counsellor;

  // The client's booked and paid appointment, for the Appointments tab.
  const headers = bearer(tokens.client);
  const order = await request.post('/api/create', {
    headers,
    data: { purpose: 'appointment', date: DAY, slot: 17, reason: REASON, counsellingConsent: true },
  });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = (await order.json()) as { orderId: string };
  await payOrder(request, tokens.client, orderId);
});

test.afterAll(async ({ request }) => {
  // Leave the server as the other journeys found it: no counsellor of ours takes bookings.
  if (counsellor) {
    await request.post(`/api/admin/counsellors/${counsellor._id}/deactivate`, {
      headers: bearer(tokens.admin),
    });
  }
});

test('a visitor switches to Marathi on the way to /booknow, and then to Hindi on it', async ({ page }) => {
  // /booknow asks a visitor to log in first; the switcher there, as a person uses it, reloads the
  // page in the language, which stays chosen after signing in.
  await page.goto('/booknow');
  await expect(page).toHaveURL(/\/login/);
  await page.locator('#language-header').selectOption('mr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  const person = newPerson('bhasha-visitor');
  await registerVerified(page.request, person);
  await signIn(page, await logIn(page.request, person.email, person.password));
  await page.goto('/booknow');
  await expect(page.getByRole('heading', { level: 1, name: 'अपॉइंटमेंट बुक करा' })).toBeVisible();
  await expect(page.getByRole('group', { name: /\d{4}/ }).getByRole('button')).toHaveCount(8);
  await expectPageInLanguage(page, 'mr');

  await page.locator('#language-header').selectOption('hi');
  await expect(page.getByRole('heading', { level: 1, name: 'अपॉइंटमेंट बुक करें' })).toBeVisible();
  await expectPageInLanguage(page, 'hi');
});

for (const lang of ['mr', 'hi'] as const) {
  test(`signed in, /booknow in ${lang} with a day and an hour chosen, the consent and the intake`, async ({
    page,
  }) => {
    const fresh = newPerson(`bhasha-${lang}`);
    await registerVerified(page.request, fresh);
    await signIn(page, await logIn(page.request, fresh.email, fresh.password));
    await useLanguage(page, lang);
    await page.goto('/booknow');
    // Everyone taking bookings is offered, our counsellor by name (user content).
    await expect(
      page.getByText(counsellor ? `${counsellor.firstName} ${counsellor.lastName}` : ''),
    ).toBeVisible();
    await page.locator(`[data-day="${DAY}"]`).click();
    const hour = page.locator('button[value="18"]');
    await hour.click();
    await expect(hour).toHaveAttribute('aria-pressed', 'true');
    // The first booking asks for consent; the intake opens with the PHQ-9 and the GAD-7.
    await expect(page.locator('input[name="counsellingConsent"]')).toBeVisible();
    await page.locator('details summary').click();
    await expect(page.locator('input[name="phq9-8"]').first()).toBeVisible();
    await page.locator('input[name="phq9-8"][value="2"]').check();
    await expect(page.locator('#intake-crisis-help')).toBeVisible();
    // A problem the form names is in the language too.
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
    await expectPageInLanguage(page, lang);
  });

  test(`/counsellors and a counsellor's page in ${lang}`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/counsellors');
    const card = page.getByRole('listitem').filter({ hasText: counsellor?.lastName ?? '' });
    await expect(card).toBeVisible();
    await expectPageInLanguage(page, lang);

    await card.getByRole('link').first().click();
    await expect(page.getByText('Sneha works with students')).toBeVisible();
    await expectPageInLanguage(page, lang);
  });

  test(`the Appointments tab with a booked appointment in ${lang}`, async ({ page }) => {
    await signIn(page, tokens.client);
    await useLanguage(page, lang);
    await page.goto('/UserCourses?tab=appointments');
    const card = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: REASON });
    await expect(card).toBeVisible();
    const [booked] = (await (
      await page.request.get('/api/appointments/mine', { headers: bearer(tokens.client) })
    ).json()) as ClientAppointment[];
    expect(booked?.reason).toBe(REASON);
    await expectPageInLanguage(page, lang);
    // The reschedule dialog: the same calendar and hours, and its own words.
    await card.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    // The booked day, whose evening is free whatever the hour of the run (today's may be over).
    await dialog.locator(`[data-day="${DAY}"]`).click();
    await expect(dialog.locator('button[value="18"]')).toBeVisible();
    await expectPageInLanguage(page, lang);
  });
}
