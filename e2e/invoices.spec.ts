import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { RevenueReport } from '@sukoon/contract/invoices';
import { formatIstDate } from '@sukoon/contract/ist';
import { addCalendarDays, readIstClock } from '@sukoon/contract/slots';
import { expectAccessible, expectNoHorizontalOverflow } from './harness/axe.ts';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { newPerson, registerVerified } from './harness/accounts.ts';
import { payOrder } from './harness/simulated-checkout.ts';

// Money paperwork (issue 18): a buyer pays for a course in the simulated checkout, a webinar seat
// and a session, finds all three in the dashboard's Payments tab and downloads the course's
// invoice; the admin's report for this month counts all three purposes. The journeys share one
// server, so the admin's figures are compared with what they were before these purchases.

test.describe.configure({ mode: 'serial' });

const unique = `${Date.now()}`;
const COURSE = `Ledger of Calm ${unique}`;
const WEBINAR = `Receipts and rest ${unique}`;
const COURSE_RUPEES = 777;
const WEBINAR_RUPEES = 333;
const APPOINTMENT_RUPEES = 199;
const MONTH = readIstClock(new Date()).today.slice(0, 7);
/** 'Nov 2026', as the report's rows name the month. */
const MONTH_LABEL = formatIstDate(`${MONTH}-01`).replace(/^\d+ /, '');
const buyer = newPerson('invoice-buyer');
const tokens = { admin: '', buyer: '' };
let courseId = '';
let webinarId = '';
let before: RevenueReport['totals'] | undefined;

async function logIn(request: APIRequestContext, emailorphone: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { emailorphone, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function createAsAdmin(request: APIRequestContext, path: string, data: object): Promise<string> {
  const answer = await request.post(path, { headers: auth(tokens.admin), data });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { _id: string })._id;
}

async function monthTotals(request: APIRequestContext): Promise<RevenueReport['totals']> {
  const answer = await request.get(`/api/admin/reports/revenue?from=${MONTH}&to=${MONTH}`, {
    headers: auth(tokens.admin),
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as RevenueReport).totals;
}

/** Pays for an order through the simulated checkout's calls, as its dialog makes them. */
async function payThroughApi(request: APIRequestContext, order: { orderId: string }) {
  await payOrder(request, tokens.buyer, order.orderId);
}

/**
 * A session on a free hour two to five days ahead: other journeys book the window's last days, so
 * these stay out of their way; a taken hour (409) moves on to the next.
 */
async function bookAnySession(request: APIRequestContext) {
  const today = readIstClock(new Date()).today;
  for (const offset of [2, 3, 4, 5]) {
    for (let slot = 20; slot >= 9; slot -= 1) {
      const order = await request.post('/api/create', {
        headers: auth(tokens.buyer),
        data: {
          purpose: 'appointment',
          date: addCalendarDays(today, offset),
          slot,
          reason: `Invoices ${unique}`,
        },
      });
      if (order.status() === 409) continue;
      expect(order.status(), await order.text()).toBe(200);
      return payThroughApi(request, (await order.json()) as { orderId: string });
    }
  }
  throw new Error('No free session hour in the next days');
}

const signIn = (page: Page, token: string) =>
  page.addInitScript((value) => localStorage.setItem('token', value), token);

/** '₹1,234' → 1234 (whole rupees, as the report's cells show them). */
const rupeesIn = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test.beforeAll(async ({ request }) => {
  tokens.admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  courseId = await createAsAdmin(request, '/api/courses/write', {
    name: COURSE,
    description: 'How to keep calm while keeping the books.',
    image: '/images/hero-calm.svg',
    category: 'Depression',
    price: COURSE_RUPEES,
    content: 'Breathing, Sleep, Journalling',
    youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  webinarId = await createAsAdmin(request, '/api/postwebinar', {
    title: WEBINAR,
    presenter: 'Dr. Anjali Desai',
    description: 'A live, gentle session.',
    date: '2099-12-30',
    time: '19:00',
    platform: 'meet',
    price: String(WEBINAR_RUPEES),
    meetingLink: 'https://meet.example/abc-defg-hij',
    meetingId: `meet-${unique}`,
    meetingPass: 'quiet-7',
  });
  await registerVerified(request, buyer);
  tokens.buyer = await logIn(request, buyer.email, buyer.password);
  before = await monthTotals(request);
});

test.afterAll(async ({ request }) => {
  await request.delete(`/api/webinar/delete/${webinarId}`, { headers: auth(tokens.admin) });
});

test('a buyer pays in the checkout and downloads the invoice from the dashboard', async ({
  page,
  request,
}) => {
  await signIn(page, tokens.buyer);
  await page.goto('/UserCourses?tab=payments');
  await expect(page.getByText('No payments yet')).toBeVisible();

  await page.goto(`/courseInfo/${courseId}`);
  await page.getByRole('button', { name: 'Enroll Course' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout).toContainText(`₹${COURSE_RUPEES}`);
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Enrollment successful!')).toBeVisible();

  const webinarOrder = await request.post('/api/create', {
    headers: auth(tokens.buyer),
    data: { purpose: 'webinar', webinarId },
  });
  expect(webinarOrder.status(), await webinarOrder.text()).toBe(200);
  await payThroughApi(request, (await webinarOrder.json()) as { orderId: string });
  await bookAnySession(request);

  await page.goto('/UserCourses');
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/tab=payments/);
  const payments = page.getByRole('tabpanel').getByRole('list').first().locator(':scope > li');
  await expect(payments).toHaveCount(3);
  const course = payments.filter({ hasText: COURSE });
  await expect(course).toContainText(`₹${COURSE_RUPEES}`);
  await expect(course).toContainText('Paid');
  await expect(payments.filter({ hasText: WEBINAR })).toContainText(`₹${WEBINAR_RUPEES}`);
  await expect(payments.filter({ hasText: 'Counselling session' })).toContainText(`₹${APPOINTMENT_RUPEES}`);

  const document = course.getByRole('button', { name: /^Download (invoice|receipt) .+ \(PDF\)$/ });
  await expect(document).toHaveCount(1);
  const download = page.waitForEvent('download');
  await document.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^INV-\d{2}-\d{2}-\d{6}\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectAccessible(page, 'payments with their documents');

  // Billing details: the contract's check names the field before the round trip; a GSTIN alone
  // brings its state (its first two digits) from the server.
  const gstin = page.getByLabel('GSTIN (optional)');
  await gstin.fill('27ABC');
  await page.getByRole('button', { name: 'Save billing details' }).click();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('must be a 15-character GSTIN')).toBeVisible();
  await gstin.fill('27abcde1234f1z5');
  await page.getByRole('button', { name: 'Save billing details' }).click();
  await expect(page.getByText('Saved. Invoices from now on carry these details.')).toBeVisible();
  await expect(gstin).toHaveValue('27ABCDE1234F1Z5');
  await expect(page.getByLabel('GST state (optional)')).toHaveValue('27');
});

test('the admin sees this month’s income from courses, webinars and appointments', async ({ page }) => {
  await signIn(page, tokens.admin);
  await page.goto('/adminpanel');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(MONTH);
  await page.getByLabel('To', { exact: true }).fill(MONTH);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${MONTH}&to=${MONTH}`));

  // Only this month once the new figures are in (the previous range stays until then).
  const table = page.getByRole('table', { name: 'Income by month and purpose, refunds netted' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: MONTH_LABEL }) });
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(5);
  const base = before ?? { coursesPaise: 0, webinarsPaise: 0, appointmentsPaise: 0 };
  expect(rupeesIn(await cells.nth(0).textContent())).toBeGreaterThanOrEqual(
    base.coursesPaise / 100 + COURSE_RUPEES,
  );
  expect(rupeesIn(await cells.nth(1).textContent())).toBeGreaterThanOrEqual(
    base.webinarsPaise / 100 + WEBINAR_RUPEES,
  );
  expect(rupeesIn(await cells.nth(2).textContent())).toBeGreaterThanOrEqual(
    base.appointmentsPaise / 100 + APPOINTMENT_RUPEES,
  );
  await expect(page.getByRole('img', { name: /Chart of income by month/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe(`revenue-${MONTH}-to-${MONTH}.csv`);
  expect(await readFile(await csv.path(), 'utf8')).toContain(MONTH);

  await expectAccessible(page, 'revenue report');

  // The admin home's Revenue counts all three purposes too.
  await page.getByRole('link', { name: 'Enrolments' }).click();
  const revenue = page.getByText('Revenue', { exact: true }).locator('..');
  await expect(revenue).toContainText(/Courses ₹[\d,]+ · Webinars ₹[\d,]+ · Appointments ₹[\d,]+/);
});

test('a rejected session is refunded with a credit note the buyer can download', async ({
  page,
  request,
}) => {
  const mine = await request.get('/api/appointments/mine', { headers: auth(tokens.buyer) });
  expect(mine.status(), await mine.text()).toBe(200);
  const [session] = (await mine.json()) as { _id: string }[];
  expect(session).toBeDefined();
  const decided = await request.post(`/api/appointments/${session?._id ?? ''}`, {
    headers: auth(tokens.admin),
    data: { status: 'rejected' },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  await signIn(page, tokens.buyer);
  const card = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ hasText: 'Counselling session' })
    .first();
  // The refund may settle in a background job: look again until the card says so.
  await expect(async () => {
    await page.goto('/UserCourses?tab=payments');
    await expect(card).toContainText('Refunded', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const creditNote = card.getByRole('button', { name: /^Download credit note .+ \(PDF\)$/ });
  const download = page.waitForEvent('download');
  await creditNote.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^CN-\d{2}-\d{2}-\d{6}\.pdf$/);
  expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the Payments tab fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, tokens.buyer);
  await page.goto('/UserCourses?tab=payments');
  await expect(page.getByRole('tab', { name: 'Payments' })).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Download (invoice|receipt) / }).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('the report fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, tokens.admin);
  await page.goto(`/admin/reports?from=${MONTH}&to=${MONTH}`);
  await expect(page.getByRole('img', { name: /Chart of income by month/ })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, 'revenue report on a phone');
});
