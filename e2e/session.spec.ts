import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { newPerson, registerVerified, type TestPerson } from './harness/accounts.ts';

// Logging out forgets the account: the next person to log in in the same tab (no reload between,
// so nothing but the app itself can forget) never sees anything of the last one, not even briefly.

const unique = `${Date.now()}`;
const WEBINAR = `Quiet evening ${unique}`;
const first = { ...newPerson('first'), firstName: `Aarav${unique}` };
let webinarId = '';
let adminToken = '';

async function logIn(request: APIRequestContext, emailorphone: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { emailorphone, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

test.beforeAll(async ({ request }) => {
  adminToken = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const created = await request.post('/api/postwebinar', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      title: WEBINAR,
      presenter: 'Dr. Anjali Desai',
      description: 'A live, gentle session.',
      date: '2099-12-30',
      time: '20:00',
      platform: 'meet',
      price: '0',
      meetingLink: 'https://meet.example/abc-defg-hij',
      meetingId: `meet-${unique}`,
      meetingPass: 'quiet-7',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  webinarId = ((await created.json()) as { _id: string })._id;
  await registerVerified(request, first);
  const token = await logIn(request, first.email, first.password);
  const enrolled = await request.post(`/api/webinars/${webinarId}/enroll`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await request.delete(`/api/webinar/delete/${webinarId}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
});

/** Logs in on the page reached by links, so the tab is never reloaded. */
async function logInInPlace(page: Page, person: { email: string; password: string }) {
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await logInHere(page, person);
}

async function logInHere(page: Page, person: { email: string; password: string }) {
  await page.getByLabel('Email or mobile number').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Records, from now on, every moment the page shows the first person's name, e-mail or enrolment. */
const watchForTheFirstPerson = (page: Page, person: TestPerson) =>
  page.evaluate(
    ({ name, email, webinar }) => {
      const seen: string[] = [];
      const look = () => {
        const text = document.body.textContent;
        const dashboard = document.querySelector('[role="tabpanel"]')?.textContent ?? '';
        if (text.includes(name) || text.includes(email)) seen.push(text.slice(0, 200));
        if (dashboard.includes(webinar)) seen.push(dashboard.slice(0, 200));
      };
      new MutationObserver(look).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      Object.assign(window, { seenOfFirstPerson: seen });
    },
    { name: person.firstName, email: person.email, webinar: WEBINAR },
  );

const seenOfFirstPerson = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenOfFirstPerson: string[] }).seenOfFirstPerson);

/** Opens the profile, then the dashboard's webinars and appointments, by links. */
async function visitOwnPages(page: Page, person: TestPerson, webinarsShown: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await expect(page.getByRole('complementary').getByText(person.firstName)).toBeVisible();
  await page.getByRole('complementary').getByRole('link', { name: 'My courses' }).click();
  await page.getByRole('tab', { name: 'Webinars' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(webinarsShown);
  await page.getByRole('tab', { name: 'Appointments' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('No appointments');
}

test('after the user menu Logout the next person sees nothing of the last', async ({ page, request }) => {
  test.slow(); // two people, each signing in and opening four of their pages
  const second = newPerson('second');
  await registerVerified(request, second);

  await page.goto('/');
  await logInInPlace(page, first);
  await visitOwnPages(page, first, WEBINAR);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await watchForTheFirstPerson(page, first);

  await logInInPlace(page, second);
  await visitOwnPages(page, second, 'No webinars enrolled yet.');
  expect(await seenOfFirstPerson(page)).toEqual([]);
});

test('after the admin Logout the next person sees nothing of the admin', async ({ page, request }) => {
  const second = newPerson('after-admin');
  await registerVerified(request, second);

  await page.goto('/');
  await logInInPlace(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/adminpanel$/);
  await page.getByRole('link', { name: 'Manage Webinar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Webinars' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await watchForTheFirstPerson(page, { ...first, email: E2E_ADMIN.email });

  await page.getByLabel('Email or mobile number').fill(second.email);
  await page.getByLabel('Password').fill(second.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await visitOwnPages(page, second, 'No webinars enrolled yet.');
  expect(await seenOfFirstPerson(page)).toEqual([]);
});

test('a logout and a new login in another tab leave nothing of the last person here', async ({
  context,
  page,
  request,
}) => {
  test.slow(); // two people in two tabs, each signing in and opening four of their pages
  const second = newPerson('other-tab');
  await registerVerified(request, second);

  await page.goto('/');
  await logInInPlace(page, first);
  await visitOwnPages(page, first, WEBINAR);

  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await otherTab.getByRole('button', { name: 'Account menu' }).click();
  await otherTab.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await watchForTheFirstPerson(page, first);
  await otherTab.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await logInHere(otherTab, second);

  // This tab follows: the same browser now belongs to the second person.
  await visitOwnPages(page, second, 'No webinars enrolled yet.');
  expect(await seenOfFirstPerson(page)).toEqual([]);
});
