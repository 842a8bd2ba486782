import { expect, test, type Page } from '@playwright/test';
import { expectPageInLanguage } from './harness/page-language.ts';

// Issue 20: the public pages and the frame around them in Marathi and Hindi, chosen with the
// switcher or by the browser's languages, from the very first paint (the static shell).

const LANGUAGE_NAMES = { mr: 'मराठी', hi: 'हिन्दी' } as const;

/** Waits for the app itself, not the static shell: the footer is the app's alone. */
async function waitForApp(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.getByRole('main')).toBeVisible();
}

/** Chooses a language the way a person does: the header's switcher, or the menu's below 1024 px. */
async function chooseLanguage(page: Page, lang: keyof typeof LANGUAGE_NAMES, { inMenu = false } = {}) {
  if (inMenu) await page.locator('button[aria-controls="primary-nav"]').click();
  const switcher = page.locator(inMenu ? '#language-menu' : '#language-header');
  await expect(switcher).toBeVisible();
  await Promise.all([page.waitForEvent('load'), switcher.selectOption({ label: LANGUAGE_NAMES[lang] })]);
  await waitForApp(page);
}

for (const [lang, width, inMenu] of [
  ['mr', 1280, false],
  ['hi', 390, true],
  ['hi', 1280, false],
  ['mr', 390, true],
] as const) {
  test(`a visitor switches / to ${LANGUAGE_NAMES[lang]} at ${width} px, and it stays chosen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooseLanguage(page, lang, { inMenu });
    await expectPageInLanguage(page, lang);

    await page.reload();
    await waitForApp(page);
    await expectPageInLanguage(page, lang);

    await page.goto('/aboutus');
    await waitForApp(page);
    await expectPageInLanguage(page, lang);
  });
}

test('the other public pages read wholly in Marathi and in Hindi', async ({ page }) => {
  for (const lang of ['mr', 'hi'] as const) {
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('sukoon-language', value), lang);
    for (const path of ['/contact', '/help', '/app-info', '/no-such-page']) {
      await page.goto(path);
      await waitForApp(page);
      await expectPageInLanguage(page, lang);
    }
  }
});

test.describe('a first visit with the browser in Marathi', () => {
  test.use({ locale: 'mr-IN' });

  test('shows / in Marathi, already in the HTML the server sends', async ({ page }) => {
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="mr">');
    expect(html).toContain('>लॉग इन<');
    expect(html).toContain('संकटात आहात?');
    expect(html).not.toContain('>Login<');
    expect(response?.headers().vary).toMatch(/^Accept-Language, Cookie\b/);
    await waitForApp(page);
    await expectPageInLanguage(page, 'mr');
  });
});

test('English stays the default, in the shell and in the app', async ({ page }) => {
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('>Login<');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('A calm place to be heard');
});
