import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Blog } from '@sukoon/contract/blogs';
import type { Course } from '@sukoon/contract/courses';
import type { Page as ListPage } from '@sukoon/contract/paging';
import { E2E_ADMIN } from './harness/e2e-env.ts';

// Issue 21: /blog and /courses show a dozen at a time, with page links that are real addresses.

test.describe.configure({ mode: 'serial' });

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cardHeadings = (page: Page) => page.locator('main').getByRole('heading', { level: 2 });

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { emailorphone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** What the API answers for page `page` of a list, a dozen at a time, as the web app asks. */
async function dozen<T>(request: APIRequestContext, list: string, page: number): Promise<ListPage<T>> {
  const answer = await request.get(`${list}?limit=12&page=${page}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ListPage<T>;
}

/**
 * The cards show page `n` as the API answers it. Other journeys on this server may add content
 * meanwhile, shifting the pages: ask again until the two agree.
 */
async function expectPage(page: Page, list: string, n: number, titleOf: (item: never) => string) {
  await expect(async () => {
    const answer = await dozen<never>(page.request, list, n);
    expect(answer.items.length).toBeGreaterThan(0);
    await expect(cardHeadings(page)).toHaveText(answer.items.map(titleOf), { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
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

test('the sitemap names the later pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/blog?page=2</loc>');
  expect(sitemap).toContain('/courses?page=2</loc>');
});
