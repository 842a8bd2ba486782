import { expect, test, type Page } from '@playwright/test';
import { logInWithPage, newPerson, registerVerified } from './harness/accounts.ts';
import { E2E_CONTACT } from './harness/e2e-env.ts';

// The frame around every public page: navigation bar, footer, floating webinar button, scrolling.

/** Opens a page and waits for the app itself: the static shell shows a banner too, but no footer. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
}

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');
/** The floating webinar button: the link inside the "Webinars" landmark. */
const webinarButton = (page: Page) =>
  page.getByRole('complementary', { name: 'Webinars' }).getByRole('link', { name: 'Upcoming Webinars' });

const menuToggle = (page: Page) => page.locator('button[aria-controls="primary-nav"]');
const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

async function logIn(page: Page, path = '/') {
  await visit(page, path);
  await page.evaluate(() => localStorage.setItem('token', 'e2e-not-a-real-token'));
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
}

test.describe('navigation bar', () => {
  test('links every main page and offers Login when logged out', async ({ page }) => {
    await visit(page, '/');
    const expected: [string, string][] = [
      ['Home', '/'],
      ['About Us', '/aboutus'],
      ['Contact', '/contact'],
      ['Blog', '/blog'],
      ['Book Now', '/booknow'],
      ['Courses', '/courses'],
    ];
    for (const [name, href] of expected) {
      await expect(mainNav(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(header(page).getByRole('button', { name: 'Show notifications' })).toHaveCount(0);
    await mainNav(page).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test("takes on its 'scrolled' style only past 100 px", async ({ page }) => {
    await visit(page, '/aboutus');
    await expect(header(page)).not.toHaveClass(/\bscrolled\b/);
    await scrollTo(page, 90);
    await page.waitForTimeout(200);
    await expect(header(page)).not.toHaveClass(/\bscrolled\b/);
    await scrollTo(page, 300);
    await expect(header(page)).toHaveClass(/\bscrolled\b/);
    await expect(header(page)).not.toHaveCSS('box-shadow', 'none');
    await scrollTo(page, 0);
    await expect(header(page)).not.toHaveClass(/\bscrolled\b/);
  });

  test('a logged-in visitor gets the notification bell and popover', async ({ page }) => {
    await logIn(page);
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
    const bell = header(page).getByRole('button', { name: 'Show notifications' });
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await expect(popover).toBeVisible();
    const message = popover.getByText('You have no new notifications');
    await expect(message).toBeVisible();
    await expect(message.locator('..')).toHaveCSS('max-height', '500px');
    await popover.getByRole('button', { name: 'Close notifications' }).click();
    await expect(popover).toBeHidden();
    await expect(bell).toBeFocused();
    await bell.click();
    await expect(popover).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  });

  test('the user menu links the account pages and Logout goes home logged out', async ({ page }) => {
    await logIn(page, '/aboutus');
    await header(page).getByRole('button', { name: 'Account menu' }).click();
    const expected: [string, string][] = [
      ['Profile', '/profile'],
      ['Account Security', '/account-setting'],
      ['Notifications', '/notifications'],
      ['Help', '/help'],
    ];
    for (const [name, href] of expected) {
      await expect(header(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Show notifications' })).toHaveCount(0);
  });

  test('the hamburger is only for small screens', async ({ page }) => {
    await visit(page, '/');
    await expect(menuToggle(page)).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: 'Courses' })).toBeVisible();
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger opens and closes the menu by mouse and keyboard', async ({ page }) => {
    await visit(page, '/');
    const courses = mainNav(page).getByRole('link', { name: 'Courses' });
    await expect(courses).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuToggle(page)).toHaveAccessibleName('Open menu');
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(courses).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(courses).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(courses).toBeVisible();
    await courses.click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(courses).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer', () => {
  test('carries both labels of the two double legal links, contacts and the year', async ({ page }) => {
    await visit(page, '/');
    const expected: [string, string][] = [
      ['Cookie Policy', '/cookiepolicy'],
      ['Privacy Policy', '/cookiepolicy'],
      ['Terms & Condition', '/terms-conditions'],
      ['Refund and Cancellation', '/terms-conditions'],
      ['How We Protect Your Data', '/privacy-policy'],
      ['Refund Policy', '/refund-cancellation'],
      ['Disclaimer', '/disclaimer-policy'],
      ['Our Advisors', '/aboutus#advisors'],
    ];
    for (const [name, href] of expected) {
      await expect(footer(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // Exactly what the server was configured with (E2E_CONTACT); the unset address is not shown.
    // (The crisis line's numbers, tel:14416 and tel:112, are checked in crisis-help.spec.ts.)
    await expect(footer(page).locator('a[href^="tel:+"]')).toHaveAttribute('href', 'tel:+919876543210');
    await expect(footer(page).locator('a[href^="tel:+"]')).toHaveText(E2E_CONTACT.CONTACT_PHONE);
    await expect(footer(page).locator('a[href^="mailto:"]')).toHaveAttribute(
      'href',
      `mailto:${E2E_CONTACT.CONTACT_EMAIL}`,
    );
    await expect(footer(page).locator('address')).toHaveCount(0);
    const social = footer(page).getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect(social).toHaveCount(2);
    await expect(social.nth(0)).toHaveAttribute('href', 'https://www.instagram.com/sukoon.test');
    await expect(social.nth(0)).toHaveAccessibleName('Instagram (opens in a new tab)');
    await expect(social.nth(1)).toHaveAttribute('href', 'https://www.youtube.com/@sukoon.test');
    await expect(social.nth(1)).toHaveAccessibleName('YouTube (opens in a new tab)');
    await expect(footer(page)).not.toContainText(/Placeholder|90000 0000/);
    await expect(footer(page)).toContainText('© 2024');
    await expect(footer(page)).toContainText('Made with care in India');
  });

  test("'Privacy Policy' opens the cookie policy", async ({ page }) => {
    await visit(page, '/');
    await footer(page).getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expect(page).toHaveURL(/\/cookiepolicy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
  });

  test("'Our Advisors' lands on the advisors section of the about page", async ({ page }) => {
    await visit(page, '/contact');
    await footer(page).getByRole('link', { name: 'Our Advisors' }).click();
    await expect(page).toHaveURL(/\/aboutus#advisors$/);
    await expect(page.getByRole('heading', { name: 'Our Advisors' })).toBeInViewport();
  });
});

test.describe('floating webinar button', () => {
  test('stays on screen on ordinary pages and leads to the webinars', async ({ page }) => {
    await visit(page, '/aboutus');
    const button = webinarButton(page);
    await expect(button).toHaveAttribute('href', '/Webinar');
    await scrollTo(page, 900);
    await expect(button).toBeInViewport();
    await button.click();
    await expect(page).toHaveURL(/\/Webinar$/);
    await expect(page.getByRole('link', { name: 'Upcoming Webinars' })).toHaveCount(0);
  });

  test('is on the home page but not on the webinar list itself', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('link', { name: 'Upcoming Webinars' })).toBeVisible();
    await visit(page, '/webinar');
    await expect(page.getByRole('link', { name: 'Upcoming Webinars' })).toHaveCount(0);
  });
});

/**
 * What the webinar button's box overlaps, as the page stands now: the elements matching `selector`
 * that are drawn (not the button itself, nor visually hidden text of a pixel).
 */
async function coveredByWebinarButton(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const button = document.querySelector('aside[aria-label="Webinars"] a');
    if (!button) return [];
    const box = button.getBoundingClientRect();
    return Array.from(document.querySelectorAll(selector))
      .filter((element) => element !== button && !button.contains(element) && !element.contains(button))
      .filter((element) => {
        if (getComputedStyle(element).visibility === 'hidden') return false;
        // Only the part that is drawn: a folded post's later paragraphs are cut off by their box.
        let { left, right, top, bottom } = element.getBoundingClientRect();
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflow === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
        if (right - left <= 1 || bottom - top <= 1) return false;
        return left < box.right && right > box.left && top < box.bottom && bottom > box.top;
      })
      .map((element) => {
        const text = element.textContent?.trim().slice(0, 30) ?? '';
        return `${element.tagName.toLowerCase()} "${text || element.getAttribute('alt') || ''}"`;
      });
  }, selector);
}

/** Scrolls through the page (top, quarters, bottom) and gathers what the button covered on the way. */
async function coveredWhileScrolling(
  page: Page,
  selector: string,
  positions = [0, 0.25, 0.5, 0.75, 1],
): Promise<string[]> {
  const covered = new Set<string>();
  for (const position of positions) {
    await page.evaluate((fraction) => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo({ top: end * fraction, behavior: 'instant' });
    }, position);
    for (const element of await coveredByWebinarButton(page, selector)) {
      covered.add(`${element} at ${position}`);
    }
  }
  return [...covered];
}

const CONTROLS = 'a, button, input, select, textarea, [role="button"]';
/** Whatever carries words or pictures on a page, and every control of the footer. */
const CONTENT = [
  ...['p', 'h1', 'h2', 'h3', 'li', 'a', 'button', 'input', 'img'].map((tag) => `main ${tag}`),
  ...['a', 'p', 'li', 'h2'].map((tag) => `footer ${tag}`),
].join(', ');

test.describe('floating webinar button on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('never lies over a link, button or field of the sign-up, booking and profile forms', async ({
    page,
  }) => {
    await visit(page, '/register');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    expect(await coveredWhileScrolling(page, CONTROLS), '/register').toEqual([]);

    const person = newPerson('floating');
    await registerVerified(page.request, person);
    await logInWithPage(page, person.email, person.password);
    await visit(page, '/booknow');
    await expect(page.getByRole('textbox', { name: /reason/i })).toBeVisible();
    expect(await coveredWhileScrolling(page, CONTROLS), '/booknow').toEqual([]);
    await visit(page, '/profile');
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();
    expect(await coveredWhileScrolling(page, CONTROLS), '/profile').toEqual([]);
  });

  test('waits at the end of the page, above the footer, as an invitation', async ({ page }) => {
    await visit(page, '/courses');
    const button = webinarButton(page);
    await expect(button).toHaveAccessibleName(/Upcoming Webinars.*join a live session/);
    await expect(button).not.toHaveCSS('position', 'fixed');
    await expect(button).not.toBeInViewport();
    const [link, main, footerBox] = await Promise.all(
      [button, page.locator('main'), footer(page)].map(async (locator) => locator.boundingBox()),
    );
    expect(link!.y).toBeGreaterThanOrEqual(main!.y + main!.height);
    expect(link!.y + link!.height).toBeLessThanOrEqual(footerBox!.y);
    await button.click();
    await expect(page).toHaveURL(/\/Webinar$/);
  });
});

for (const width of [390, 1280]) {
  test.describe(`floating webinar button at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    test('never lies over the words, pictures or controls of an ordinary page', async ({ page }) => {
      test.slow(); // six pages, five scroll positions each
      const courses = (await (await page.request.get('/api/courses/read')).json()) as { _id: string }[];
      const pages = ['/', '/aboutus', '/courses', '/blog', '/Webinar', `/courseInfo/${courses[0]!._id}`];
      for (const path of pages) {
        await visit(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        if (path === '/Webinar') await expect(webinarButton(page)).toHaveCount(0);
        else await expect(webinarButton(page)).toBeVisible();
        expect(await coveredWhileScrolling(page, CONTENT), `${path} at ${width} px`).toEqual([]);
      }
    });
  });
}

test('every route change starts at the top of the new page', async ({ page }) => {
  await visit(page, '/');
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await footer(page).getByRole('link', { name: 'Help & Support' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('the skip link is the first stop and jumps to the page content', async ({ page }) => {
  await visit(page, '/contact');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await skip.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('a link focused in the static shell keeps the focus when the app takes over', async ({ page }) => {
  // Hold the scripts back, as a slow phone connection would, so the shell is all there is.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  await expect(header(page)).toBeVisible();
  // The crisis line's two numbers come first, then the logo; the second link to "/" is "Home".
  for (let stop = 0; stop < 4; stop += 1) await page.keyboard.press('Tab');
  await expect(page.locator('header a[href="/"]').nth(1)).toBeFocused();
  await expect(footer(page)).not.toBeAttached();

  release();
  await expect(footer(page)).toBeAttached();
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toBeFocused();
});
