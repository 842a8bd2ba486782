import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Blog } from '@sukoon/contract/blogs';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { newPerson, registerVerified } from './harness/accounts.ts';
import { expectAccessible } from './harness/axe.ts';

// Issue 17: a blog post has its own address, with the head a shared link needs; an enrolled
// learner rates a course and sees its average in the star row.

async function logIn(request: APIRequestContext, emailorphone: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { emailorphone, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

async function newestPost(request: APIRequestContext): Promise<Blog> {
  const posts = (await (await request.get('/api/blog/read')).json()) as Blog[];
  const post = posts[0];
  if (!post) throw new Error('the demo content has no blog post');
  return post;
}

test('a blog post opened by its own address shows its title in the tab and its head without scripts', async ({
  page,
  request,
}) => {
  const post = await newestPost(request);
  const html = await (await request.get(`/blog/${post.slug}`)).text();
  expect(html).toContain('<meta property="og:type" content="article" data-article-head>');
  expect(html).toContain('"@type":"Article"');

  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page).toHaveTitle(`${post.title} · Sukoon`);
  await expect(page.getByText(`By ${post.author}`)).toBeVisible();
  // One set of article tags, the app's own, once it has run.
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', post.title);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expectAccessible(page, 'a blog post');

  await page.getByRole('link', { name: 'Back to the blog' }).first().click();
  await expect(page).toHaveTitle('Blog · Sukoon');
  await expect(page.locator('[data-article-head]')).toHaveCount(0);

  // From a card to its post without a reload: the head follows.
  const other = page.getByRole('article').nth(1).getByRole('heading', { level: 2 });
  const otherTitle = (await other.textContent()) ?? '';
  await other.getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page).toHaveTitle(`${otherTitle} · Sukoon`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', otherTitle);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url());

  await page.goto('/blog/no-such-post-anywhere');
  await expect(page.getByRole('heading', { level: 1, name: 'This post could not be found' })).toBeVisible();
  await expect(page).toHaveTitle('Post not found · Sukoon');
});

test('an enrolled learner rates a course and sees the average', async ({ page, request }) => {
  const adminToken = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const name = `Rated gently ${Date.now()}`;
  const created = await request.post('/api/courses/write', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      name,
      description: 'Small practices for steadier evenings.',
      image: '/images/hero-calm.svg',
      category: 'Anxiety',
      price: 499,
      content: 'Breathing, Sleep',
      youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const courseId = ((await created.json()) as { _id: string })._id;
  const person = newPerson('rater');
  await registerVerified(request, person);
  const token = await logIn(request, person.email, person.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);

  await page.goto(`/courseInfo/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/ratings?$/)).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Rate this course' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Enroll Course' }).click();
  await page
    .getByRole('dialog', { name: 'Checkout' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page.getByRole('button', { name: 'Already Enrolled' })).toBeDisabled();

  // The stars are a radio group: the keyboard picks one.
  const stars = page.getByRole('group', { name: 'Rate this course' });
  await stars.getByRole('radio', { name: '3 stars' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByLabel('Review (optional)').fill('Calm and <b>clear</b>.');
  await page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your rating.' })).toBeVisible();
  await expect(page.getByText('4.0 · 1 rating')).toBeVisible();
  await expectAccessible(page, 'a rated course');
  await expect(page.getByRole('listitem').filter({ hasText: 'Calm and <b>clear</b>.' })).toContainText(
    'Meera',
  );

  await page.reload();
  const mine = page.getByRole('group', { name: 'Your rating' });
  await expect(mine.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await mine.getByRole('radio', { name: '5 stars' }).check();
  await page.getByRole('button', { name: 'Update my rating' }).click();
  await expect(page.getByText('5.0 · 1 rating')).toBeVisible();
});
