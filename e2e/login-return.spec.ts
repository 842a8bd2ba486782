import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { newPerson, registerVerified } from './harness/accounts.ts';
import { mailsTo, otpFrom, waitForMail } from './harness/mailbox.ts';

// Logged out, a page that needs an account sends you to /login; after logging in (password or
// Google) you are back on that page. Only paths on this site are followed.

const unique = `${Date.now()}`;
const COURSE = `Gentle Sleep ${unique}`;
const WEBINAR = `Morning calm ${unique}`;
const person = newPerson('returner');
let adminToken = '';
let courseId = '';
let webinarId = '';

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

test.beforeAll(async ({ request }) => {
  adminToken = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  courseId = await createAsAdmin(request, '/api/courses/write', {
    name: COURSE,
    description: 'Small steps towards restful nights.',
    image: '/images/hero-calm.svg',
    category: 'Depression',
    price: 999,
    content: 'Wind-down, Breathing',
    youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  webinarId = await createAsAdmin(request, '/api/postwebinar', {
    title: WEBINAR,
    presenter: 'Dr. Anjali Desai',
    description: 'A live, gentle session.',
    date: '2099-12-29',
    time: '07:30',
    platform: 'meet',
    price: '249',
    meetingLink: 'https://meet.example/abc-defg-hij',
    meetingId: `meet-${unique}`,
    meetingPass: 'quiet-7',
  });
  await registerVerified(request, person);
});

test.afterAll(async ({ request }) => {
  await request.delete(`/api/webinar/delete/${webinarId}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
});

async function logInHere(page: Page, emailOrPhone: string, password: string) {
  await page.getByLabel('Email or mobile number').fill(emailOrPhone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('"Book a session" while logged out: log in, and the booking page opens', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Book a session' }).click();
  await expect(page).toHaveURL('/login?next=%2Fbooknow');
  await expect(page.getByText('Please log in to continue.')).toBeVisible();
  await logInHere(page, person.email, person.password);
  await expect(page).toHaveURL('/booknow');
  await expect(page.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
});

test('a newcomer who signs up on the way is back on the booking page after the code and one login', async ({
  page,
}) => {
  test.slow();
  const newcomer = newPerson('signs-up-on-the-way');
  await page.goto('/booknow');
  await expect(page).toHaveURL('/login?next=%2Fbooknow');
  await page.getByRole('link', { name: 'Create an Account' }).click();
  await expect(page).toHaveURL('/register?next=%2Fbooknow');
  await page.getByLabel('First name').fill(newcomer.firstName);
  await page.getByLabel('Last name').fill(newcomer.lastName);
  await page.getByLabel('Mobile number').fill(newcomer.phone);
  await page.getByLabel('Email').fill(newcomer.email);
  await page.getByLabel('Password').fill(newcomer.password);
  await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
  const mailsBefore = mailsTo(newcomer.email).length;
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/verifyotp$/);
  await page.getByLabel('OTP').fill(otpFrom(await waitForMail(newcomer.email, mailsBefore)));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The address is filled in; only the password is typed again.
  await expect(page.getByLabel('Email or mobile number')).toHaveValue(newcomer.email);
  await page.getByLabel('Password').fill(newcomer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/booknow');
  await expect(page.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
});

test('/booknow opened while logged out comes back after logging in by mobile number', async ({ page }) => {
  await page.goto('/booknow');
  await expect(page).toHaveURL('/login?next=%2Fbooknow');
  await logInHere(page, person.phone, person.password);
  await expect(page).toHaveURL('/booknow');
});

test('"Enroll Course" on a paid course while logged out returns to the course', async ({ page }) => {
  await page.goto(`/courseInfo/${courseId}`);
  await page.getByRole('button', { name: 'Enroll Course' }).click();
  await expect(page).toHaveURL(`/login?next=%2FcourseInfo%2F${courseId}`);
  await logInHere(page, person.email, person.password);
  await expect(page).toHaveURL(`/courseInfo/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enroll Course' })).toBeEnabled();
});

test('a paid webinar while logged out returns to the webinars', async ({ page }) => {
  await page.goto('/Webinar');
  const card = page.getByRole('article').filter({ hasText: WEBINAR });
  await card.getByRole('button', { name: 'Pay ₹249 to Enroll' }).click();
  await expect(page).toHaveURL('/login?next=%2FWebinar');
  await logInHere(page, person.email, person.password);
  await expect(page).toHaveURL('/Webinar');
  await expect(page.getByRole('article').filter({ hasText: WEBINAR })).toBeVisible();
});

test('Google sign-in also comes back to the page that asked for it', async ({ page }) => {
  const googler = newPerson('google-return');
  await page.goto('/booknow');
  await expect(page).toHaveURL('/login?next=%2Fbooknow');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  // The local provider's own login and consent forms stand in for Google's.
  await page.locator('input[name="login"]').fill(googler.email);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/booknow');
  await expect(page.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
});

test('a return path off this site is never followed', async ({ page }) => {
  for (const next of [
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
  ]) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await logInHere(page, person.email, person.password);
    await expect(page, next).toHaveURL('/');
    await page.evaluate(() => localStorage.clear());
  }
});

test('admins land on the admin panel unless an admin page sent them', async ({ page }) => {
  await page.goto('/login?next=%2Fbooknow');
  await logInHere(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/adminpanel');
  await page.evaluate(() => localStorage.clear());

  await page.goto('/admin/courses');
  await expect(page).toHaveURL('/login?next=%2Fadmin%2Fcourses');
  await logInHere(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin/courses');
});
