import { expect, test, type Page } from '@playwright/test';
import type { Blog } from '@sukoon/contract/blogs';
import type { Course } from '@sukoon/contract/courses';
import type { PublicWebinar } from '@sukoon/contract/webinars';
import { DEMO_BLOGS } from '../apps/api/src/db/demo-content/demo-blogs.ts';
import { DEMO_COURSES } from '../apps/api/src/db/demo-content/demo-courses.ts';
import { demoWebinars } from '../apps/api/src/db/demo-content/demo-webinars.ts';
import { E2E_CONTACT } from './harness/e2e-env.ts';

// The public information pages of spec §1–§2: what they say, and how their parts behave.

/** Opens a page and waits until the app has drawn it (pages are loaded lazily). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
}

const PAGES: { path: string; title: RegExp; h1: string }[] = [
  { path: '/', title: /Online counselling/, h1: 'A calm place to be heard, and to heal' },
  { path: '/aboutus', title: /About us/, h1: 'A safe space to talk, learn and heal' },
  { path: '/contact', title: /Contact us/, h1: "We're here to listen" },
  { path: '/help', title: /Help and support/, h1: 'How can we help?' },
  { path: '/cookiepolicy', title: /Cookie Policy/, h1: 'Cookie Policy' },
  { path: '/privacy-policy', title: /Privacy Policy/, h1: 'Privacy Policy' },
  { path: '/terms-conditions', title: /Terms & Conditions/, h1: 'Terms & Conditions' },
  { path: '/refund-cancellation', title: /Refund and Cancellation/, h1: 'Refund and Cancellation Policy' },
  { path: '/disclaimer-policy', title: /Disclaimer/, h1: 'Disclaimer' },
  { path: '/app-info', title: /The app/, h1: 'Sukoon, in your pocket' },
];

test('every public page has its own title, description and heading', async ({ page }) => {
  const descriptions = new Set<string>();
  for (const { path, title, h1 } of PAGES) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page).toHaveTitle(/· Sukoon$/);
    // The page's own description follows the app-wide one of index.html.
    const description = await page.locator('meta[name="description"]').last().getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
    descriptions.add(description ?? '');
  }
  expect(descriptions.size).toBe(PAGES.length);
});

test('headings are set in the typeface the app ships, preloaded and swapped in', async ({ page }) => {
  const fontFiles: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fontFiles.push(new URL(response.url()).pathname);
  });
  await visit(page, '/');
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute('href', /^\/assets\/fraunces-latin-400-normal-[\w-]+\.woff2$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCSS('font-family', /^Fraunces,/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('400 1em Fraunces'))).toBe(true);
  const faces = await page.evaluate(() => {
    const found: { style: string; display: string; status: string }[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === 'Fraunces') {
        found.push({ style: face.style, display: face.display, status: face.status });
      }
    });
    return found;
  });
  expect(faces).toContainEqual({ style: 'normal', display: 'swap', status: 'loaded' });
  expect(faces.every((face) => face.display === 'swap')).toBe(true);
  // From this server, Latin only, and no face the page does not use.
  expect(fontFiles).toEqual([await preload.getAttribute('href')]);
});

test('the about page introduces the founder and four advisors', async ({ page }) => {
  await visit(page, '/aboutus');
  await expect(page.getByRole('heading', { name: 'Meet our Founder and CEO' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meet our Founder and CEO' })).toContainText(
    'Founder and CEO',
  );
  const advisors = page.locator('#advisors');
  await expect(advisors.getByRole('heading', { level: 2 })).toHaveText('Our Advisors');
  const cards = advisors.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) {
    expect((await card.innerText()).length).toBeGreaterThan(120);
  }
});

test('the demo courses, posts and webinars are by the four advisors, shown in portraits', async ({
  page,
}) => {
  const [courses, blogs, webinars] = await Promise.all([
    page.request.get('/api/courses/read').then((answer) => answer.json() as Promise<Course[]>),
    page.request.get('/api/blog/read').then((answer) => answer.json() as Promise<Blog[]>),
    page.request.get('/api/getwebinar').then((answer) => answer.json() as Promise<PublicWebinar[]>),
  ]);
  // Other journeys add content to the same server while this one runs: judge the seeded items only.
  const seeded = new Set([
    ...DEMO_COURSES.map((course) => course.name),
    ...DEMO_BLOGS.map((blog) => blog.title),
    ...demoWebinars('2026-01-01').map((webinar) => webinar.title),
  ]);
  const people = new Set([
    ...courses.filter((course) => seeded.has(course.name)).map((course) => course.author),
    ...blogs.filter((blog) => seeded.has(blog.title)).map((blog) => blog.author),
    ...webinars.filter((webinar) => seeded.has(webinar.title)).map((webinar) => webinar.presenter),
  ]);

  await visit(page, '/aboutus');
  const cards = page
    .locator('#advisors')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  // allInnerTexts does not wait: let the four cards arrive first.
  await expect(cards).toHaveCount(4);
  const advisors = await cards.getByRole('heading', { level: 3 }).allInnerTexts();
  expect([...people].sort()).toEqual([...advisors].sort());

  for (const [index, name] of advisors.entries()) {
    // The illustrated team, or the same people's profile photos once they have profiles.
    const portrait = cards
      .nth(index)
      .getByRole('img', { name: new RegExp(`^(Illustrated portrait|Portrait) of ${name}$`) });
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toHaveAttribute('src', /^\/images\/counsellors\/[a-z-]+\.svg$/);
    await expect
      .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(
    page
      .getByRole('region', { name: 'Meet our Founder and CEO' })
      .getByRole('img', { name: /^Illustrated portrait of / }),
  ).toBeVisible();

  // Each demo video is someone else's public talk, and the course says so.
  const course = courses.find((candidate) => seeded.has(candidate.name));
  if (!course) throw new Error('the demo content has no courses');
  await visit(page, `/courseInfo/${course._id}`);
  await expect(page.getByText(/Sample video: /)).toBeVisible();
});

test.describe('help page', () => {
  test('offers exactly the configured phone number and support mailbox', async ({ page }) => {
    await visit(page, '/help');
    const main = page.locator('main');
    // Beside the crisis lines (112, 14416), exactly the configured number.
    const call = main.getByRole('link', { name: /^Call us/ });
    await expect(call).toHaveAttribute('href', 'tel:+919876543210');
    await expect(call).toContainText(E2E_CONTACT.CONTACT_PHONE);
    await expect(main.locator('a[href^="mailto:"]')).toHaveAttribute(
      'href',
      `mailto:${E2E_CONTACT.SUPPORT_EMAILS}`,
    );
    await expect(main).not.toContainText(/Placeholder|90000 0000/);
  });
});

test.describe('contact page', () => {
  test('shows exactly the configured WhatsApp numbers and support mailbox, and no address when none is set', async ({
    page,
  }) => {
    await visit(page, '/contact');
    const details = page.getByRole('region', { name: 'Other ways to reach us' });
    const whatsapp = details.locator('a[href^="https://wa.me/"]');
    await expect(whatsapp).toHaveCount(2);
    await expect(whatsapp.nth(0)).toHaveAttribute('href', 'https://wa.me/919876543211');
    await expect(whatsapp.nth(1)).toHaveAttribute('href', 'https://wa.me/919876543212');
    await expect(details.locator('a[href^="mailto:"]')).toHaveText([E2E_CONTACT.SUPPORT_EMAILS]);
    await expect(details.getByRole('heading', { name: 'Visit or write to us' })).toHaveCount(0);
    await expect(page.locator('main address')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/Placeholder|90000 0000/);
  });

  test('needs every field before it prepares an e-mail', async ({ page }) => {
    await visit(page, '/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    const name = page.getByLabel('Name', { exact: true });
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(page.getByRole('link', { name: 'open the prepared e-mail' })).toHaveCount(0);
    for (const label of ['Email', 'Phone', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    }
  });

  test("opens the visitor's mail app with the message prefilled, without calling the server", async ({
    page,
  }) => {
    await visit(page, '/contact');
    // The page reads the configured mailbox as it loads; the message itself never reaches us.
    const apiCalls: string[] = [];
    // That config read may still be in flight here, so it is the one call let through.
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const configRead = pathname === '/api/config' && request.method() === 'GET';
      if (pathname.startsWith('/api/') && !configRead) apiCalls.push(`${request.method()} ${pathname}`);
    });
    await page.getByLabel('Name', { exact: true }).fill('Kavya Menon');
    await page.getByLabel('Email', { exact: true }).fill('kavya@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('+91 98765 43210');
    await page
      .getByLabel('Message', { exact: true })
      .fill('I would like to talk about my anxiety & sleep.\nThank you.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const prepared = page.getByRole('link', { name: 'open the prepared e-mail' });
    await expect(prepared).toBeVisible();
    const href = (await prepared.getAttribute('href')) ?? '';
    const mailto = new URL(href);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe(E2E_CONTACT.SUPPORT_EMAILS);
    // Everything typed is encoded: no raw spaces, and '&' only between subject and body.
    expect(href).not.toContain(' ');
    expect(href.split('&')).toHaveLength(2);
    const subject = mailto.searchParams.get('subject') ?? '';
    const body = mailto.searchParams.get('body') ?? '';
    expect(subject).toContain('Kavya Menon');
    expect(body).toContain('Name: Kavya Menon');
    expect(body).toContain('Email: kavya@example.com');
    expect(body).toContain('Phone: +91 98765 43210');
    expect(body).toContain('I would like to talk about my anxiety & sleep.\nThank you.');
    expect(apiCalls).toEqual([]);
  });
});

/** All closed at first; opening one closes the other; choosing the open one closes it. */
async function expectOneOpenAtATime(page: Page, titles: string[]) {
  const button = (title: string) => page.getByRole('button', { name: title, exact: true });
  const panel = (title: string) => page.getByRole('region', { name: title, exact: true });
  for (const title of titles) {
    await expect(button(title)).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(title)).toBeHidden();
  }
  const [first = '', second = ''] = titles;
  await button(first).click();
  await expect(button(first)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(first)).toBeVisible();
  await button(second).click();
  await expect(panel(second)).toBeVisible();
  await expect(panel(first)).toBeHidden();
  await expect(button(first)).toHaveAttribute('aria-expanded', 'false');
  await button(second).click();
  await expect(panel(second)).toBeHidden();
  for (const title of titles) await expect(button(title)).toHaveAttribute('aria-expanded', 'false');
}

test.describe('policy accordions', () => {
  test('cookie policy: six items, one open at a time', async ({ page }) => {
    await visit(page, '/cookiepolicy');
    const titles = [
      'Essential cookies',
      'Performance cookies',
      'Third-party cookies',
      'Why we use cookies',
      'Changes to this policy',
      'Contact us',
    ];
    await expect(page.getByRole('main').locator('button[aria-expanded]')).toHaveCount(6);
    await expectOneOpenAtATime(page, titles);
    await page.getByRole('button', { name: 'Contact us' }).click();
    await expect(
      page.getByRole('region', { name: 'Contact us' }).locator('a[href^="mailto:"]'),
    ).toBeVisible();
  });

  test('privacy policy: shares with no third parties and stores passwords hashed', async ({ page }) => {
    await visit(page, '/privacy-policy');
    const titles = [
      'Information we collect',
      'How we use your information',
      'Sharing with third parties',
      'How we keep your data secure',
      'Your rights',
    ];
    await expectOneOpenAtATime(page, titles);
    await page.getByRole('button', { name: 'Sharing with third parties' }).click();
    await expect(page.getByRole('region', { name: 'Sharing with third parties' })).toContainText(/^None\./);
    await page.getByRole('button', { name: 'How we keep your data secure' }).click();
    await expect(page.getByRole('region', { name: 'How we keep your data secure' })).toContainText('hash');
    await expect(page.getByRole('region', { name: 'Sharing with third parties' })).toBeHidden();
  });

  test('terms: an accordion of terms and a separate refund and cancellation section', async ({ page }) => {
    await visit(page, '/terms-conditions');
    await expectOneOpenAtATime(page, ['Accepting these terms', 'Our services', 'Payments']);
    const refunds = page.getByRole('region', { name: 'Refund and Cancellation' });
    await expect(refunds).toBeVisible();
    await expect(refunds).toContainText('paid but were not enrolled');
    await expect(refunds).toContainText('within 7 days');
    await expect(refunds).toContainText('We do not give partial refunds.');
    await expect(refunds).toContainText('Purchases cannot be cancelled.');
  });
});

test('the refund and disclaimer pages state their policies', async ({ page }) => {
  await visit(page, '/refund-cancellation');
  const main = page.getByRole('main');
  await expect(main).toContainText('paid but were not enrolled');
  await expect(main).toContainText('processed within 7 days');
  await expect(main).toContainText('do not give partial refunds');
  await expect(main).toContainText('cannot be cancelled');
  // What really happens to a session that does not go ahead, and when the policy last changed.
  await expect(main.getByRole('heading', { name: 'Sessions that do not go ahead' })).toBeVisible();
  await expect(main).toContainText('the full amount goes back to you automatically');
  await expect(main).toContainText('Last updated: 28 November 2026');
  await visit(page, '/disclaimer-policy');
  await expect(page.getByRole('heading', { name: 'Not a substitute for medical care' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not an emergency service' })).toBeVisible();
});

test('the app page offers to install the app, with steps for iPhone, and says what it does not do', async ({
  page,
}) => {
  await visit(page, '/app-info');
  await expect(page.getByRole('heading', { level: 2, name: 'Install the app' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'On iPhone (Safari)' })).toContainText('Add to Home Screen');
  await expect(page.getByRole('heading', { name: 'What it does not do' })).toBeVisible();
  await expect(page.getByText('No tracking and no advertising')).toBeVisible();
  // No store badges and no links to nowhere: the site itself installs.
  await expect(page.getByText(/coming soon|Google Play|App Store/)).toHaveCount(0);
  await expect(page.locator('a[href="#"]')).toHaveCount(0);
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await visit(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Oops! The page you're looking for doesn't exist.",
  );
  await expect(page.getByText('It might have been moved or deleted.')).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
