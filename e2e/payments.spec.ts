import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { newPerson, registerVerified } from './harness/accounts.ts';

// A member buys a course and a webinar seat in the simulated checkout, takes a free webinar, finds
// all three on the dashboard, and the admin sees the course enrolment. One member, in order.

test.describe.configure({ mode: 'serial' });

const unique = `${Date.now()}`;
const COURSE = `Steady Minds ${unique}`;
const PAID_WEBINAR = `Evening calm ${unique}`;
const FREE_WEBINAR = `Open circle ${unique}`;
const person = newPerson('payer');

let adminToken = '';
let userToken = '';
let courseId = '';
const webinarIds: string[] = [];

async function logIn(request: APIRequestContext, emailorphone: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { emailorphone, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

async function createAsAdmin(request: APIRequestContext, path: string, data: object): Promise<string> {
  const answer = await request.post(path, { headers: { Authorization: `Bearer ${adminToken}` }, data });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { _id: string })._id;
}

/** Far in the future, so these stay among the five newest webinars the list shows. */
const webinar = (title: string, price: string, time: string) => ({
  title,
  presenter: 'Dr. Anjali Desai',
  description: 'A live, gentle session.',
  date: '2099-12-31',
  time,
  platform: 'meet',
  price,
  meetingLink: 'https://meet.example/abc-defg-hij',
  meetingId: `meet-${unique}`,
  meetingPass: 'quiet-7',
});

test.beforeAll(async ({ request }) => {
  adminToken = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  courseId = await createAsAdmin(request, '/api/courses/write', {
    name: COURSE,
    description: 'Short daily practices for a steadier mind.',
    image: '/images/hero-calm.svg',
    category: 'Depression',
    price: 1499,
    content: 'Breathing, Sleep, Journalling',
    youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  webinarIds.push(await createAsAdmin(request, '/api/postwebinar', webinar(PAID_WEBINAR, '299', '23:58')));
  webinarIds.push(await createAsAdmin(request, '/api/postwebinar', webinar(FREE_WEBINAR, '0', '23:57')));
  await registerVerified(request, person);
  userToken = await logIn(request, person.email, person.password);
});

test.afterAll(async ({ request }) => {
  const headers = { Authorization: `Bearer ${adminToken}` };
  for (const id of webinarIds) await request.delete(`/api/webinar/delete/${id}`, { headers });
});

const signIn = (page: Page, token: string) =>
  page.addInitScript((value) => localStorage.setItem('token', value), token);

test('a failed test payment changes nothing; a paid one opens the course video', async ({ page }) => {
  await signIn(page, userToken);
  await page.goto(`/courseInfo/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByTitle(`Course video: ${COURSE}`)).toHaveCount(0);

  await page.getByRole('button', { name: 'Enroll Course' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout).toContainText('Test payment — no real money moves');
  await expect(checkout).toContainText(COURSE);
  await expect(checkout).toContainText('₹1,499');
  await checkout.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(checkout).toBeHidden();
  await expect(page.getByRole('alert')).toHaveText('The test payment failed. No money was taken.');
  await expect(page.getByRole('button', { name: 'Enroll Course' })).toBeEnabled();

  await page.getByRole('button', { name: 'Enroll Course' }).click();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Enrollment successful!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Already Enrolled' })).toBeDisabled();
  await expect(page.getByTitle(`Course video: ${COURSE}`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Already Enrolled' })).toBeDisabled();
  await expect(page.getByTitle(`Course video: ${COURSE}`)).toBeVisible();
});

test('a paid webinar opens its meeting details after payment', async ({ page }) => {
  await signIn(page, userToken);
  await page.goto(`/webinarinfo/${webinarIds[0]}`);
  await expect(page.getByText('Payment required to access this webinar.')).toBeVisible();

  await page.goto('/Webinar');
  const card = page.getByRole('article').filter({ hasText: PAID_WEBINAR });
  await card.getByRole('button', { name: 'Pay ₹299 to Enroll' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout).toContainText(PAID_WEBINAR);
  await expect(checkout).toContainText('₹299');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment successful!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/webinarinfo/${webinarIds[0]}$`));
  await expect(page.getByText(`meet-${unique}`)).toBeVisible();
  await expect(page.getByText('quiet-7')).toBeVisible();

  // Paid already: the card says it is theirs and opens the details; there is nothing to pay.
  await page.goto('/Webinar');
  const bought = page.getByRole('article').filter({ hasText: PAID_WEBINAR });
  await expect(bought).toContainText('You’re enrolled');
  await expect(bought.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await bought.getByRole('link', { name: `Open webinar: ${PAID_WEBINAR}` }).click();
  await expect(page).toHaveURL(new RegExp(`/webinarinfo/${webinarIds[0]}$`));
  await expect(page.getByText(`meet-${unique}`)).toBeVisible();
});

test('a visitor who is not signed in sees the spec’s button on the same card', async ({ page }) => {
  await page.goto('/Webinar');
  const card = page.getByRole('article').filter({ hasText: PAID_WEBINAR });
  await expect(card.getByRole('button', { name: 'Pay ₹299 to Enroll' })).toBeEnabled();
  await expect(card).not.toContainText('enrolled');
});

test('a free webinar takes one click', async ({ page }) => {
  await signIn(page, userToken);
  await page.goto('/Webinar');
  await page
    .getByRole('article')
    .filter({ hasText: FREE_WEBINAR })
    .getByRole('button', { name: 'Enroll Free' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/webinarinfo/${webinarIds[1]}$`));
  await expect(page.getByText(`meet-${unique}`)).toBeVisible();
});

test('the dashboard lists the course and both webinars', async ({ page }) => {
  await signIn(page, userToken);
  await page.goto('/UserCourses');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();
  const coursesTab = page.getByRole('tab', { name: 'Courses' });
  await expect(coursesTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: COURSE })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Go to course/ })).toHaveAttribute(
    'href',
    `/courseInfo/${courseId}`,
  );

  await coursesTab.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Webinars' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading', { name: PAID_WEBINAR })).toBeVisible();
  await expect(panel.getByRole('heading', { name: FREE_WEBINAR })).toBeVisible();
  await panel.getByRole('link', { name: `Go to webinar: ${PAID_WEBINAR}` }).click();
  await expect(page).toHaveURL(new RegExp(`/webinarInfo/${webinarIds[0]}$`, 'i'));
});

test('a new member sees the empty dashboard', async ({ page, request }) => {
  const newcomer = newPerson('empty');
  await registerVerified(request, newcomer);
  await signIn(page, await logIn(request, newcomer.email, newcomer.password));
  await page.goto('/UserCourses');
  await expect(page.getByText('No courses enrolled yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Webinars' }).click();
  await expect(page.getByText('No webinars enrolled yet.')).toBeVisible();
});

test('deleting what was bought archives it: gone from the catalogue, still the buyer’s', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${adminToken}` };
  expect((await request.delete(`/api/courses/delete/${courseId}`, { headers })).status()).toBe(200);
  expect((await request.delete(`/api/webinar/delete/${webinarIds[0]}`, { headers })).status()).toBe(200);

  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: COURSE })).toHaveCount(0);
  await page.goto('/Webinar');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: PAID_WEBINAR })).toHaveCount(0);

  await signIn(page, userToken);
  await page.goto('/UserCourses');
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: /Go to course/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByTitle(`Course video: ${COURSE}`)).toBeVisible();
  await page.goto(`/webinarinfo/${webinarIds[0]}`);
  await expect(page.getByText(`meet-${unique}`)).toBeVisible();
});

test('the admin sees the enrolment, filters by course and downloads it', async ({ page }) => {
  await signIn(page, adminToken);
  await page.goto('/admin-home');
  await page.getByLabel('Filter by course name').selectOption(COURSE);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(person.email);
  await expect(table).toContainText('₹1,499');
  // Revenue counts every purpose, from the revenue report (not only the course enrolments listed).
  await expect(page.getByText('Revenue', { exact: true }).locator('..')).toContainText(/Courses ₹[\d,]+/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^enrolments-\d{4}-\d{2}-\d{2}\.csv$/);
});
