import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Blog } from '@sukoon/contract/blogs';
import type { Course } from '@sukoon/contract/courses';
import type { Page as ListPage } from '@sukoon/contract/paging';
import type { PublicWebinar } from '@sukoon/contract/webinars';
import { newPerson, registerVerified } from './harness/accounts.ts';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { payOrder } from './harness/simulated-checkout.ts';

// Issue 21: /blog and /courses show a dozen at a time and /Webinar five, with page links that are
// real addresses; the admin's enrolments are read a page at a time and exported whole.

test.describe.configure({ mode: 'serial' });

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cardHeadings = (page: Page) => page.locator('main').getByRole('heading', { level: 2 });

async function logIn(request: APIRequestContext, emailorphone: string, password: string): Promise<string> {
  const login = await request.post('/api/login', { data: { emailorphone, password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password)}` };
}

/** What the API answers for page `page` of a list, `limit` at a time, as the web app asks. */
async function pageOf<T>(
  request: APIRequestContext,
  list: string,
  page: number,
  limit: number,
): Promise<ListPage<T>> {
  const answer = await request.get(`${list}?limit=${limit}&page=${page}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ListPage<T>;
}

/**
 * The cards show page `n` as the API answers it. Other journeys on this server may add content
 * meanwhile, shifting the pages: read the page again, as a reader would, and ask the API again
 * until the two agree.
 */
async function expectPage(page: Page, list: string, n: number, titleOf: (item: never) => string, limit = 12) {
  let isFirstTry = true;
  await expect(async () => {
    if (!isFirstTry) await page.reload();
    isFirstTry = false;
    const answer = await pageOf<never>(page.request, list, n, limit);
    expect(answer.items.length).toBeGreaterThan(0);
    await expect(cardHeadings(page)).toHaveText(answer.items.map(titleOf), { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Enrols through the simulated checkout's calls, as the checkout dialog makes them. Orders are
 * limited per address and minute, and other journeys on this server order too: a 429 waits as
 * long as it says and tries again.
 */
async function buyCourse(request: APIRequestContext, token: string, courseId: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  let order = await request.post('/api/create', { headers, data: { purpose: 'course', courseId } });
  for (let tries = 0; order.status() === 429 && tries < 3; tries++) {
    const seconds = Number(/in (\d+) seconds/.exec(await order.text())?.[1] ?? 60);
    await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
    order = await request.post('/api/create', { headers, data: { purpose: 'course', courseId } });
  }
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = (await order.json()) as { orderId: string };
  await payOrder(request, token, orderId);
}

test.beforeAll(async ({ request }) => {
  // Enough for a second page whatever the demo content holds.
  const headers = await adminHeaders(request);
  for (let n = 1; n <= 13; n++) {
    const blog = await request.post('/api/blog/write', {
      headers,
      data: {
        title: `Paged post ${n} ${unique}`,
        content: 'A few calm words.',
        author: 'Asha Rao',
        image: '/images/blog-default.svg',
        category: 'Couple',
      },
    });
    expect(blog.status(), await blog.text()).toBe(201);
    const course = await request.post('/api/courses/write', {
      headers,
      data: {
        name: `Paged course ${n} ${unique}`,
        description: 'A short course.',
        image: '/images/blog-default.svg',
        category: 'Couple',
        price: 0,
        author: 'Asha Rao',
        content: ['One topic'],
      },
    });
    expect(course.status(), await course.text()).toBe(201);
  }
  for (let n = 1; n <= 6; n++) {
    const webinar = await request.post('/api/postwebinar', {
      headers,
      data: {
        title: `Paged webinar ${n} ${unique}`,
        presenter: 'Dr. Kavya Menon',
        description: 'Questions welcome.',
        date: `2097-0${n}-01`,
        time: '17:00',
        platform: 'zoom',
        price: '0',
        meetingLink: 'https://zoom.example/j/123',
        meetingId: '123 456 789',
        meetingPass: 'calm-42',
      },
    });
    expect(webinar.status(), await webinar.text()).toBe(201);
  }
});

test('/blog?page=2 shows the second dozen posts, and the page links are real addresses', async ({ page }) => {
  await page.goto('/blog?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expectPage(page, '/api/blog/read', 2, (blog: Blog) => blog.title);
  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pages.getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('href', '/blog');

  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/blog');
  await expectPage(page, '/api/blog/read', 1, (blog: Blog) => blog.title);
  const next = page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Next' });
  await expect(next).toHaveAttribute('href', '/blog?page=2');
  // Keyboard: the link is reachable and Enter follows it.
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/blog?page=2');
  await expectPage(page, '/api/blog/read', 2, (blog: Blog) => blog.title);
});

test('/courses?page=2 shows the second dozen courses; a category keeps its own pages', async ({ page }) => {
  await page.goto('/courses?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expectPage(page, '/api/courses/read', 2, (course: Course) => course.name);
  const pages = page.getByRole('navigation', { name: 'Course pages' });
  await pages.getByRole('link', { name: 'Page 1', exact: true }).click();
  await expect(page).toHaveURL('/courses');
  await expectPage(page, '/api/courses/read', 1, (course: Course) => course.name);

  await page.getByRole('button', { name: 'Couple', exact: true }).click();
  await expect(page).toHaveURL('/courses?category=Couple');
  const next = page.getByRole('navigation', { name: 'Course pages' }).getByRole('link', { name: 'Next' });
  await expect(next).toHaveAttribute('href', '/courses?category=Couple&page=2');
  await next.click();
  await expect(page).toHaveURL('/courses?category=Couple&page=2');
  await expect(page.getByRole('button', { name: 'Couple', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cardHeadings(page).first()).toBeVisible();
});

test('a page past the last one says so and leads back to the first', async ({ page }) => {
  await page.goto('/blog?page=999');
  await expect(page.getByText('There is no page 999 of the blog.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the newest posts' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(cardHeadings(page)).toHaveCount(12);
});

test('/Webinar shows the five latest, and ?page=2 the five before them, at real addresses', async ({
  page,
}) => {
  await page.goto('/Webinar');
  await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible();
  await expect(cardHeadings(page)).toHaveCount(5);
  await expectPage(page, '/api/getwebinar', 1, (webinar: PublicWebinar) => webinar.title, 5);
  const pages = page.getByRole('navigation', { name: 'Webinar pages' });
  const next = pages.getByRole('link', { name: 'Next' });
  await expect(next).toHaveAttribute('href', '/Webinar?page=2');
  await next.click();
  await expect(page).toHaveURL('/Webinar?page=2');
  await expectPage(page, '/api/getwebinar', 2, (webinar: PublicWebinar) => webinar.title, 5);
  await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('href', '/Webinar');

  // The address works on its own, as a shared link or a crawler opens it.
  await page.goto('/Webinar?page=2');
  await expectPage(page, '/api/getwebinar', 2, (webinar: PublicWebinar) => webinar.title, 5);
});

test('the admin pages and searches the enrolments, and the CSV holds every match', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // One more than the admin list's page of 20, all bought by one learner.
  const learner = newPerson('pager');
  await registerVerified(request, learner);
  const learnerToken = await logIn(request, learner.email, learner.password);
  const headers = await adminHeaders(request);
  const names = Array.from(
    { length: 21 },
    (_, index) => `Enrolled ${String(index + 1).padStart(2, '0')} ${unique}`,
  );
  for (const name of names) {
    const course = await request.post('/api/courses/write', {
      headers,
      data: {
        name,
        description: 'A short course.',
        image: '/images/blog-default.svg',
        category: 'Career',
        price: 499,
        author: 'Asha Rao',
        content: ['One topic'],
      },
    });
    expect(course.status(), await course.text()).toBe(201);
    await buyCourse(request, learnerToken, ((await course.json()) as { _id: string })._id);
  }

  const adminToken = headers.authorization.replace('Bearer ', '');
  await page.addInitScript((token) => localStorage.setItem('token', token), adminToken);
  await page.goto('/admin-home');
  await page.getByLabel('Search by course, student name or e-mail').fill(learner.email);
  const table = page.getByRole('table');
  const pager = page.getByRole('navigation', { name: 'Pages of enrolments' });
  await expect(pager).toContainText('Page 1 of 2 · 21 enrolments in all');
  // A header row and the newest 20.
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(table.getByRole('row').nth(1)).toContainText(names[20] ?? '');
  await expect(table).not.toContainText(names[0] ?? '');

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of 2 · 21 enrolments in all');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(names[0] ?? '');

  // The file holds every match, not the page on screen, newest first.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^enrolments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFFCourse,Student,Email,Enrolled on (IST),Amount (INR)\r\n')).toBe(true);
  const rows = csv.split('\r\n').slice(1, -1);
  expect(rows.map((row) => row.split(',')[0])).toEqual([...names].reverse());
  expect(rows.every((row) => row.includes(`,${learner.email},`) && row.endsWith(',499.00'))).toBe(true);

  // The course filter narrows the search to one course, from the first page.
  await page.getByLabel('Filter by course name').selectOption({ label: names[4] ?? '' });
  await expect(pager).toContainText('Page 1 of 1 · 1 enrolments in all');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(names[4] ?? '');
});

test('the sitemap names the later pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/blog?page=2</loc>');
  expect(sitemap).toContain('/courses?page=2</loc>');
  expect(sitemap).toContain('/Webinar?page=2</loc>');
});
