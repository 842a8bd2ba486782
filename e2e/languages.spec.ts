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

test('a Hindi page has its Devanagari face from the first paint and never jumps when it arrives', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'hi-IN' });
  const page = await context.newPage();
  // Every layout shift of the visit, from the first paint on, as Lighthouse counts them.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const preload = page.locator('link[rel="preload"][as="font"][href*="noto-sans-devanagari"]');
  await expect(preload).toHaveCount(1);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const face = await page.evaluate(() => {
    let found: { display: string; status: string } | undefined;
    document.fonts.forEach((candidate) => {
      if (candidate.family.replace(/"/g, '') === 'Noto Sans Devanagari') {
        found = { display: candidate.display, status: candidate.status };
      }
    });
    return found;
  });
  expect(face).toEqual({ display: 'optional', status: 'loaded' });
  const shift = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBeLessThan(0.01);
  await context.close();
});
