import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectPageInLanguage } from './harness/page-language.ts';
import { logInWithPage, newPerson, registerVerified } from './harness/accounts.ts';

// Issue 20, the account area: the sign-in screens, the dashboard and the profile read wholly in
// Hindi and Marathi, and a signed-in person's profile language and the site's language are one.

const LANGS = ['mr', 'hi'] as const;

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { emailorphone: email, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

async function profileLanguage(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.get('/api/user/profile/read', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { language: string }).language;
}

/** A browser whose languages are `lang` (Accept-Language and navigator.languages), nothing stored. */
async function browserIn(browser: Browser, lang: 'en' | 'hi' | 'mr'): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'en' ? 'en-IN' : `${lang}-IN` });
  return context.newPage();
}

for (const lang of LANGS) {
  test(`login, sign-up and the OTP screen read in ${lang}`, async ({ browser }) => {
    const page = await browserIn(browser, lang);
    await page.goto('/login');
    await expectPageInLanguage(page, lang);
    await page.goto('/verifyotp');
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await expectPageInLanguage(page, lang);

    await page.goto('/register');
    await expectPageInLanguage(page, lang);
    const person = newPerson(`lang-${lang}`);
    const form = page.locator('form');
    await form.locator('input[name="firstName"]').fill(person.firstName);
    await form.locator('input[name="lastName"]').fill(person.lastName);
    await form.locator('input[name="phone"]').fill(person.phone);
    await form.locator('input[name="email"]').fill(person.email);
    await form.locator('input[name="password"]').fill(person.password);
    await form.locator('input[name="acceptTerms"]').check();
    await form.locator('button[type="submit"]').click();
    // With the sign-up form at hand the OTP screen names the address the code went to.
    await expect(page).toHaveURL(/\/verifyotp$/);
    await expect(page.getByText(person.email)).toBeVisible();
    await expect(page.locator('input[name="email"]')).toHaveCount(0);
    await expectPageInLanguage(page, lang);
    await page.context().close();
  });

  test(`the dashboard and the profile read in ${lang}`, async ({ browser, request }) => {
    const person = newPerson(`lang-dash-${lang}`);
    await registerVerified(request, person);
    const token = await tokenOf(request, person.email, person.password);
    const page = await browserIn(browser, lang);
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto('/UserCourses');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('tabpanel').locator('[aria-busy], [role="status"]')).toHaveCount(0);
    await expectPageInLanguage(page, lang);
    await page.goto('/Profile');
    await expect(page.locator('input[name="firstName"]')).toHaveValue(person.firstName);
    await expectPageInLanguage(page, lang);
    await page.context().close();
  });
}

test('Hindi saved in the profile follows the person to a new, English browser', async ({
  browser,
  request,
}) => {
  const person = newPerson('lang-profile');
  await registerVerified(request, person);
  const first = await browserIn(browser, 'en');
  await logInWithPage(first, person.email, person.password);
  await first.goto('/Profile');
  await expect(first.locator('html')).toHaveAttribute('lang', 'en');
  const language = first
    .getByLabel('Language', { exact: true })
    .and(first.locator('select[name="language"]'));
  // Each option is named in itself.
  await expect(language.locator('option')).toHaveText(['English (US)', 'English (UK)', 'हिन्दी', 'मराठी']);
  await language.selectOption('Hindi');
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  // Saving Hindi switches the site to it.
  await expect(first.locator('html')).toHaveAttribute('lang', 'hi');
  await first.context().close();

  // Signed out (a new browser holds no token), English everywhere, until they sign in.
  const second = await browserIn(browser, 'en');
  await second.goto('/login');
  await expect(second.locator('html')).toHaveAttribute('lang', 'en');
  await logInWithPage(second, person.email, person.password);
  await expect(second.locator('html')).toHaveAttribute('lang', 'hi');
  await second.goto('/Profile');
  await expectPageInLanguage(second, 'hi');
  await second.context().close();
});

test('a signed-in person who picks मराठी in the header finds Marathi in their profile', async ({
  browser,
  request,
}) => {
  const person = newPerson('lang-switcher');
  await registerVerified(request, person);
  const page = await browserIn(browser, 'en');
  await logInWithPage(page, person.email, person.password);
  const token = await tokenOf(request, person.email, person.password);
  expect(await profileLanguage(request, token)).toBe('English (US)');
  await page.goto('/UserCourses');
  await page.locator('#language-header').selectOption('mr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  expect(await profileLanguage(request, token)).toBe('Marathi');
  await page.goto('/Profile');
  await expect(page.locator('select[name="language"]')).toHaveValue('Marathi');
  await page.context().close();
});
