import { expect, test, type Page } from '@playwright/test';
import type { Blog } from '@sukoon/contract/blogs';

// The home page as a visitor meets it: the animated welcome, the scroll button, the sections, and a
// blog teaser that copes with whatever the blog list answers.

/** Opens a page and waits until the app has drawn it (pages are loaded lazily). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
}

/** The blog list, asked for a page at a time (the teaser asks for 3). */
const isBlogList = (url: URL) => url.pathname === '/api/blog/read';
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const stepCard = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Four gentle steps' }).getByRole('listitem').filter({ hasText: title });

function blog(overrides: Partial<Blog>): Blog {
  return {
    _id: 'b-1',
    slug: 'a-post',
    title: 'A post',
    content: 'Some words.',
    author: 'Asha Rao',
    image: '/images/blog-default.svg',
    category: 'Parenting',
    shortDescription: 'A short description.',
    date: '2024-01-01T10:00:00.000Z',
    ...overrides,
  };
}

test.describe('welcome banner', () => {
  test('the title appears word by word, 0.2 s apart', async ({ page }) => {
    await visit(page, '/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'A calm place to be heard, and to heal' }),
    ).toBeVisible();
    const words = page.locator('h1 [data-word]');
    await expect(words).toHaveText(['A', 'calm', 'place', 'to', 'be', 'heard,', 'and', 'to', 'heal']);
    const timing = await words.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return { name: style.animationName, delay: style.animationDelay };
      }),
    );
    expect(timing.map((word) => word.name)).toEqual(timing.map(() => 'word-in'));
    expect(timing.map((word) => word.delay)).toEqual(
      timing.map((_, index) => `${Number((index * 0.2).toFixed(1))}s`),
    );
  });

  test("'Let's Get Started' scrolls down by 78% of the window height", async ({ page }) => {
    await visit(page, '/');
    expect(await scrollY(page)).toBe(0);
    const expected = await page.evaluate(() => window.innerHeight * 0.78);
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await expect.poll(async () => Math.abs((await scrollY(page)) - expected)).toBeLessThanOrEqual(1);
    await page.waitForTimeout(400);
    expect(Math.abs((await scrollY(page)) - expected)).toBeLessThanOrEqual(1);
  });
});

test('the page shows the trust reasons, the steps and the specialities', async ({ page }) => {
  await visit(page, '/');
  const reasons = page
    .getByRole('region', { name: 'Care you can rely on' })
    .getByRole('heading', { level: 3 });
  await expect(reasons).toHaveText([
    'Specialist counsellors',
    'Private and secure sessions',
    'Trusted by users',
    'Round-the-clock support',
  ]);
  // Round the clock is the crisis lines; the counsellors are by appointment, and it says so.
  const care = page.getByRole('region', { name: 'Care you can rely on' });
  await expect(care).toContainText('The crisis lines on every page answer at any hour');
  await expect(care).toContainText('Our counsellors meet you by appointment');
  const steps = page.getByRole('region', { name: 'Four gentle steps' }).getByRole('heading', { level: 3 });
  await expect(steps).toHaveText([
    'Step 1: Enrol in courses',
    'Step 2: Access course materials',
    'Step 3: Attend sessions',
    'Step 4: Meet your counsellor',
  ]);
  await expect(stepCard(page, 'Attend sessions')).toContainText('sent to you by e-mail');
  const specialities = page
    .getByRole('region', { name: 'Support for what matters to you' })
    .getByRole('heading', { level: 3 });
  await expect(specialities).toHaveText(['Depression', 'Parenting', 'Couple', 'Sexual wellness', 'Anxiety']);
});

test('a step card fades in only once 70% of it is visible', async ({ page }) => {
  await visit(page, '/');
  const card = stepCard(page, 'Enrol in courses');
  await expect(card).toHaveCSS('opacity', '0');
  // Bring 40% of the card into view: not enough.
  await card.evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollTo({
      top: window.scrollY + box.top - window.innerHeight + box.height * 0.4,
      behavior: 'instant',
    });
  });
  await page.waitForTimeout(500);
  await expect(card).toHaveCSS('opacity', '0');
  await card.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(card).toHaveCSS('opacity', '1');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a fast scroll past the steps leaves every card shown', async ({ page }) => {
    await visit(page, '/');
    const cards = page.getByRole('region', { name: 'Four gentle steps' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toHaveCSS('opacity', '0');
    // One jump to the bottom and one back: no frame ever has a card 70% in view.
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    for (const card of await cards.all()) await expect(card).toHaveCSS('opacity', '1');
  });

  test('a step card taller than the window fades in once it has been read through', async ({ page }) => {
    // Low enough that the card outgrows it whichever system face draws its text.
    const windowHeight = 120;
    await page.setViewportSize({ width: 390, height: windowHeight });
    await visit(page, '/');
    const card = stepCard(page, 'Attend sessions');
    // So tall that no scroll position ever shows 70% of it.
    expect((await card.boundingBox())?.height).toBeGreaterThan(windowHeight / 0.7);
    // Its bottom at the window's bottom: the reader has come to its end.
    await card.evaluate((element) =>
      window.scrollTo({
        top: window.scrollY + element.getBoundingClientRect().bottom - window.innerHeight,
        behavior: 'instant',
      }),
    );
    await expect(card).toHaveCSS('opacity', '1');
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing animates and the step cards are visible at once', async ({ page }) => {
    await visit(page, '/');
    // evaluateAll does not wait: let the app's heading replace the static shell's first.
    await expect(page.locator('h1 [data-word]').first()).toBeAttached();
    const names = await page
      .locator('h1 [data-word]')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).animationName));
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['none']));
    await expect(stepCard(page, 'Meet your counsellor')).toHaveCSS('opacity', '1');
  });
});

test.describe('blog teaser', () => {
  const teaser = (page: Page) => page.getByRole('region', { name: 'Gentle reading for hard days' });

  test('shows the three newest posts, with fallbacks for missing details', async ({ page }) => {
    const blogs = [
      blog({ _id: 'old', title: 'The oldest post', date: '2023-05-01T10:00:00.000Z' }),
      blog({
        _id: 'new',
        slug: 'the-newest-post',
        title: 'The newest post',
        date: '2024-03-12T10:00:00.000Z',
        author: 'Meera Iyer',
      }),
      blog({
        _id: 'bare',
        title: 'A post with gaps',
        date: '2024-02-01T10:00:00.000Z',
        category: '',
        author: '',
        image: '',
      }),
      blog({ _id: 'mid', title: 'A middle post', date: '2023-11-20T10:00:00.000Z', category: 'Couple' }),
    ];
    await page.route(isBlogList, (route) =>
      route.fulfill({ json: { items: blogs, total: 4, page: 1, limit: 3 } }),
    );
    await visit(page, '/');
    const cards = teaser(page).getByRole('listitem');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'The newest post',
      'A post with gaps',
      'A middle post',
    ]);
    await expect(teaser(page)).not.toContainText('The oldest post');
    await expect(cards.nth(0)).toContainText('Parenting');
    await expect(cards.nth(0)).toContainText('By Meera Iyer');
    await expect(cards.nth(0)).toContainText('12 Mar 2024');
    await expect(cards.nth(0)).toContainText('A short description.');
    await expect(cards.nth(1)).toContainText('Uncategorized');
    await expect(cards.nth(1)).toContainText('By Unknown Author');
    await expect(cards.nth(1).locator('img')).toHaveAttribute('src', '/images/blog-default.svg');
    const readMore = teaser(page).getByRole('link', { name: /^Read more/ });
    await expect(readMore).toHaveCount(3);
    // Each opens its post's own page, whose address is shown and stays the post's.
    await expect(readMore.first()).toHaveAttribute('href', '/blog/the-newest-post');
  });

  test('says so calmly when the blog cannot be reached', async ({ page }) => {
    await page.route(isBlogList, (route) =>
      route.fulfill({ status: 404, json: { message: 'No such API route' } }),
    );
    await visit(page, '/');
    await expect(teaser(page).getByRole('status')).toHaveText(/could not be loaded just now/);
    await expect(teaser(page).getByRole('listitem')).toHaveCount(0);
    await expect(teaser(page).getByRole('link', { name: 'Visit the blog' })).toHaveAttribute('href', '/blog');
  });

  test('says new articles are coming when there are none yet', async ({ page }) => {
    await page.route(isBlogList, (route) =>
      route.fulfill({ json: { items: [], total: 0, page: 1, limit: 3 } }),
    );
    await visit(page, '/');
    await expect(teaser(page).getByRole('status')).toHaveText(/New articles are on their way/);
  });
});
