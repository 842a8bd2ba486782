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
