import { expect, test, type Page } from '@playwright/test';
import type { Course } from '@sukoon/contract/courses';
import { expectAccessible, expectFocusNeverHidden, expectNoHorizontalOverflow } from './harness/axe.ts';

// Every public page, and the states a visitor can put it in, against WCAG 2.2 AA on a desktop and
// on a 360 px phone. The sign-in pages are in accounts-a11y.spec.ts.

test.use({ reducedMotion: 'reduce' });

const WIDTHS = [1280, 360];

const INFORMATION_PAGES = [
  '/',
  '/aboutus',
  '/contact',
  '/help',
  '/cookiepolicy',
  '/privacy-policy',
  '/terms-conditions',
  '/refund-cancellation',
  '/disclaimer-policy',
  '/app-info',
  '/no/such/page',
];

/** Opens a page and waits until the app has drawn its heading (pages are loaded lazily). */
async function visit(page: Page, path: string, heading = page.getByRole('heading', { level: 1 })) {
  await page.goto(path);
  await expect(heading).toBeVisible();
}

async function scan(page: Page, state?: string) {
  await expectAccessible(page, state);
  await expectNoHorizontalOverflow(page);
}

/** Holds every running animation and transition at `progress` (0–1) of its own run. */
async function holdAnimationsAt(page: Page, progress: number) {
  await page.evaluate((progress) => {
    for (const animation of document.getAnimations()) {
      const { delay = 0, activeDuration } = animation.effect?.getComputedTiming() ?? {};
      if (typeof activeDuration !== 'number' || !Number.isFinite(activeDuration)) continue;
      animation.pause();
      animation.currentTime = delay + activeDuration * progress;
    }
  }, progress);
}

/** Lets every finite animation and transition jump to its end. */
async function finishAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const { activeDuration } = animation.effect?.getComputedTiming() ?? {};
      if (typeof activeDuration === 'number' && Number.isFinite(activeDuration)) animation.finish();
    }
  });
}

async function courseIds(page: Page): Promise<{ free: string; paid: string }> {
  const courses = (await (await page.request.get('/api/courses/read')).json()) as Course[];
  const free = courses.find((course) => course.price === 0 && course.youtubeLink !== '');
  const paid = courses.find((course) => course.price > 0);
  if (!free || !paid) throw new Error('the demo content needs a free course with a video and a paid one');
  return { free: free._id, paid: paid._id };
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the information pages and the not-found page', async ({ page }) => {
      test.slow(); // eleven full-page scans
      for (const path of INFORMATION_PAGES) {
        await visit(page, path);
        await scan(page);
      }
    });

    test('the home page stays readable in every frame of its welcome and at rest', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await visit(page, '/');
      for (const progress of [0.25, 0.5, 0.75]) {
        await holdAnimationsAt(page, progress);
        await scan(page, `welcome words ${progress * 100}% in`);
      }
      // The step cards fade in as they come into view (spec §1): scanned once they have arrived.
      const steps = page.getByRole('region', { name: 'Four gentle steps' }).getByRole('listitem');
      for (const card of await steps.all()) {
        await card.scrollIntoViewIfNeeded();
        await expect(card).toHaveAttribute('data-revealed', 'true');
      }
      await finishAnimations(page);
      await scan(page, 'every section revealed');
    });

    test('the keyboard focus never hides behind the sticky header or the webinar button', async ({
      page,
    }) => {
      test.slow(); // 180 key presses, each followed by a look at the page
      for (const path of ['/', '/aboutus']) {
        await visit(page, path);
        await expectFocusNeverHidden(page, 30);
      }
      // Tab only once the list is in, after every reload: its arrival moves the footer away from a
      // focused link.
      const firstCourse = page.getByRole('link', { name: /^View course:/ }).first();
      await visit(page, '/courses', firstCourse);
      await expectFocusNeverHidden(page, 30, firstCourse);
    });

    test('the content lists and details', async ({ page }) => {
      test.slow();
      await visit(page, '/courses', page.getByRole('link', { name: /^View course:/ }).first());
      await scan(page);
      await page.getByRole('button', { name: 'Parenting', exact: true }).click();
      await scan(page, 'filtered');

      const { free, paid } = await courseIds(page);
      await visit(page, `/courseInfo/${free}`);
      await expect(page.locator('iframe')).toBeVisible();
      await scan(page, 'free course with its video');
      await visit(page, `/courseInfo/${paid}`);
      await scan(page, 'paid course');
      await visit(page, '/courseInfo/00000000-0000-4000-8000-000000000000');
      await scan(page, 'unknown course');

      await visit(page, '/blog', page.getByRole('article').first());
      await page.getByRole('article').first().getByRole('button', { name: 'Read more' }).click();
      await expect(page.getByRole('button', { name: 'Show less' })).toBeVisible();
      await scan(page, 'a post opened');

      await visit(page, '/Webinar', page.getByRole('article').first());
      await scan(page);
    });

    test('menus, messages and empty and failed lists', async ({ page }) => {
      test.slow();
      await visit(page, '/app-info');
      await expect(page.getByRole('region', { name: 'On iPhone (Safari)' })).toBeVisible();
      await scan(page, 'install steps');

      if (width < 768) {
        await visit(page, '/');
        await page.locator('button[aria-controls="primary-nav"]').click();
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }),
        ).toBeVisible();
        await scan(page, 'menu open');
      }

      const emptyPage = { json: { items: [], total: 0, page: 1, limit: 12 } };
      await page.route(
        (url) => url.pathname === '/api/courses/read',
        (route) => route.fulfill(emptyPage),
      );
      await page.route(
        (url) => url.pathname === '/api/blog/read',
        (route) => route.fulfill(emptyPage),
      );
      await page.route(
        (url) => url.pathname === '/api/getwebinar',
        (route) => route.fulfill(emptyPage),
      );
      await visit(page, '/courses');
      await expect(page.getByText('No courses have been published yet.')).toBeVisible();
      await scan(page, 'no courses');
      await visit(page, '/blog');
      await expect(page.getByText('No posts yet.')).toBeVisible();
      await scan(page, 'no posts');
      await visit(page, '/Webinar');
      await expect(page.getByText('No webinars are scheduled right now.')).toBeVisible();
      await scan(page, 'no webinars');
      await visit(page, '/');
      await expect(page.getByText(/New articles are on their way/)).toBeVisible();
      await scan(page, 'no posts to tease');

      await page.unrouteAll();
      await page.goto('/booknow');
      await expect(page.getByText('Please log in to continue.')).toBeVisible();
      await scan(page, 'asked to log in first');

      await visit(page, '/contact');
      // The form hands the message to the visitor's own mail app; the browser here has none.
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Iyer');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('meera@example.test');
      await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('9876543210');
      await page
        .getByRole('textbox', { name: 'Message', exact: true })
        .fill('I would like to talk to someone.');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'open the prepared e-mail' })).toBeVisible();
      await scan(page, 'message prepared');

      // A page whose code cannot be fetched (a lost connection, a new release) gets the router's
      // error page.
      await page.route('**/*.js', (route) => route.abort());
      await page.getByRole('contentinfo').getByRole('link', { name: 'Help & Support' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
      ).toBeVisible();
      await scan(page, 'the page could not load');

      await page.unrouteAll();
      const failed = { status: 500, json: { message: 'Something went wrong' } };
      await page.route(
        (url) => url.pathname === '/api/courses/read',
        (route) => route.fulfill(failed),
      );
      await page.route(
        (url) => url.pathname === '/api/blog/read',
        (route) => route.fulfill(failed),
      );
      await page.route(
        (url) => url.pathname === '/api/getwebinar',
        (route) => route.fulfill(failed),
      );
      await visit(page, '/courses');
      await expect(page.getByRole('alert')).toBeVisible();
      await scan(page, 'courses failed');
      await visit(page, '/blog');
      await expect(page.locator('main').getByRole('alert')).toBeVisible();
      await scan(page, 'posts failed');
      await visit(page, '/Webinar');
      await expect(page.locator('main').getByRole('alert')).toBeVisible();
      await scan(page, 'webinars failed');
      await visit(page, '/');
      await expect(page.getByText(/could not be loaded just now/)).toBeVisible();
      await scan(page, 'posts to tease failed');
    });
  });
}
