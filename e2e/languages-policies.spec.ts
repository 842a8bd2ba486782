import { expect, test, type Page } from '@playwright/test';
import { E2E_GRIEVANCE_OFFICER } from './harness/e2e-env.ts';
import { expectPageInLanguage } from './harness/page-language.ts';

// Issue 20: the legal pages read wholly in Marathi and Hindi, every section opened, and each says
// first that it is a translation and the English text prevails.

const POLICY_PAGES = [
  '/privacy-policy',
  '/terms-conditions',
  '/refund-cancellation',
  '/cookiepolicy',
  '/disclaimer-policy',
] as const;

/** Part of each language's "the English version prevails" line. */
const ENGLISH_PREVAILS = { hi: 'अंग्रेज़ी संस्करण ही मान्य होगा', mr: 'इंग्रजी आवृत्तीच ग्राह्य धरली जाईल' } as const;

/** Reads the page in `lang`, then again with each of its accordion sections opened in turn. */
async function expectPolicyInLanguage(page: Page, path: string, lang: 'hi' | 'mr') {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main).toContainText(ENGLISH_PREVAILS[lang]);
  await expectPageInLanguage(page, lang);
  const sections = await main.locator('button[aria-expanded]').all();
  for (const section of sections) {
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await expectPageInLanguage(page, lang);
  }
}

test('a visitor who chooses मराठी reads every policy page in Marathi', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('main')).not.toContainText(ENGLISH_PREVAILS.mr);
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('mr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  for (const path of POLICY_PAGES) await expectPolicyInLanguage(page, path, 'mr');
});

test.describe('with a browser in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('every policy page reads in Hindi', async ({ page }) => {
    for (const path of POLICY_PAGES) await expectPolicyInLanguage(page, path, 'hi');
  });

  test('the grievance officer keeps the name and address of the configuration', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('button', { name: 'शिकायत अधिकारी' }).click();
    await expect(page.getByText(E2E_GRIEVANCE_OFFICER.GRIEVANCE_OFFICER_NAME)).toBeVisible();
    await expect(
      page.getByRole('link', { name: E2E_GRIEVANCE_OFFICER.GRIEVANCE_OFFICER_EMAIL }),
    ).toHaveAttribute('href', `mailto:${E2E_GRIEVANCE_OFFICER.GRIEVANCE_OFFICER_EMAIL}`);
  });
});
