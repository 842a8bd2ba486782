import { expect, test } from '@playwright/test';
import { expectPageInLanguage } from './harness/page-language.ts';

// Issue 20's promise in one journey: a visitor chooses मराठी or हिन्दी once, with the switcher in
// the header, and the four pages people start from read wholly in it; English stays the default.
// Each area's journey (languages-*.spec.ts) goes through the rest of its pages.

const FIRST_PAGES = ['/', '/courses', '/booknow', '/login'];
const LANGUAGES = [
  { code: 'mr', name: 'मराठी' },
  { code: 'hi', name: 'हिन्दी' },
] as const;

for (const { code, name } of LANGUAGES) {
  test(`a visitor who chooses ${name} reads /, /courses, /booknow and /login in it`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').getByRole('combobox').selectOption(code);
    await expect(page.locator('html')).toHaveAttribute('lang', code);

    for (const path of FIRST_PAGES) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectPageInLanguage(page, code);
    }
  });
}

test('a visitor who never chooses reads English, in the spec’s words', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Book Now' })).toBeVisible();
});

/** Whether this browser draws Devanagari with a face of the device's (not ours): a letter that comes out as the same box as an unassigned code point has none. */
const deviceDrawsDevanagari = () => {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 48;
  const context = canvas.getContext('2d')!;
  const drawn = (text: string) => {
    context.clearRect(0, 0, 48, 48);
    context.font = '32px sans-serif';
    context.fillText(text, 4, 36);
    return context.getImageData(0, 0, 48, 48).data.join(',');
  };
  return drawn('क') !== drawn('\u0378');
};

// Phones have a Devanagari face of their own, and a first visit draws in it; a machine with none
// (a bare Linux, as CI's) gets ours at once. The journey follows whichever this browser is.
test('a first Hindi visit paints in a readable face without waiting for ours, and the next page draws in ours from its first paint', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'hi-IN' });
  const page = await context.newPage();
  const deviceHasFace = await page.evaluate(deviceDrawsDevanagari);
  // Every layout shift of each page, from its first paint on, as Lighthouse counts them.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const layoutShift = () =>
    page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
  const faceRequests: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('noto-sans-devanagari')) faceRequests.push(Date.now());
  });
  const faceCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === 'sukoon-devanagari-face')?.value;
  const face = (family: string) =>
    page.evaluate((name) => {
      let found: { display: string; status: string } | undefined;
      document.fonts.forEach((candidate) => {
        if (candidate.family.replace(/"/g, '') === name) {
          found = { display: candidate.display, status: candidate.status };
        }
      });
      return found;
    }, family);

  await page.goto('/');
  const loaded = Date.now();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)devanagari-face(\s|$)/);
  await expect(page.locator('link[rel="preload"][as="font"][href*="noto-sans-devanagari"]')).toHaveCount(0);
  // Every file the Hindi shell preloads is one the server has (not the shell answered for a lost path).
  for (const href of await page
    .locator('link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    const answer = await page.request.get(new URL(href, baseURL).toString());
    expect(answer.status(), href).toBe(200);
    expect(answer.headers()['content-type'], href).not.toMatch(/html/);
  }
  await expect.poll(faceCookie, { timeout: 15_000 }).toMatch(/^noto-sans-devanagari-[\w-]+\.woff2$/);
  expect(faceRequests.length).toBe(1);
  if (deviceHasFace) {
    // Fetched for the next page once this one had settled, and not swapped in here.
    expect(faceRequests[0]! - loaded).toBeGreaterThanOrEqual(2_000);
    expect(await face('Noto Sans Devanagari')).toEqual({ display: 'optional', status: 'unloaded' });
    expect(await layoutShift()).toBeLessThan(0.01);
  } else {
    // Boxes are no page at all: ours is swapped in as soon as the page finds it draws them.
    await expect(page.locator('html')).toHaveClass(/devanagari-face-swap/);
    expect(await face('Noto Sans Devanagari Swap')).toEqual({ display: 'swap', status: 'loaded' });
  }

  await page.goto('/courses');
  await expect(page.locator('html')).toHaveClass(/(^|\s)devanagari-face(\s|$)/);
  await expect(page.locator('html')).not.toHaveClass(/devanagari-face-swap/);
  const preload = page.locator('link[rel="preload"][as="font"][href*="noto-sans-devanagari"]');
  await expect(preload).toHaveCount(1);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await face('Noto Sans Devanagari')).toEqual({ display: 'optional', status: 'loaded' });
  expect(await layoutShift()).toBeLessThan(0.01);
  await context.close();
});
