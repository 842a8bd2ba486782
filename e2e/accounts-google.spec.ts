import { expect, test } from '@playwright/test';
import { newPerson, registerVerified } from './harness/accounts.ts';

test('Sign in with Google through the OpenID provider ends logged in on the home page', async ({ page }) => {
  const person = newPerson('google');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();

  // The local provider's own login and consent forms stand in for Google's.
  await page.locator('input[name="login"]').fill(person.email);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await expect(page.getByRole('complementary').getByText('Asha Google')).toBeVisible();
});

test('a failed Google sign-in comes back to a calm message on the login page', async ({ page }) => {
  await page.goto('/login?error=google');
  await expect(page.getByRole('alert')).toContainText('could not sign you in with Google');
});

test('a link carrying a token or another browser’s Google code logs nobody in', async ({
  browser,
  page,
  request,
}) => {
  // An attacker's own, valid login token, put in a link.
  const attacker = newPerson('attacker');
  await registerVerified(request, attacker);
  const login = await request.post('/api/login', {
    data: { emailorphone: attacker.email, password: attacker.password },
  });
  const { token } = (await login.json()) as { token: string };
  await page.goto(`/login?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: 'Login to Sukoon' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The attacker signs in with Google in their own browser and keeps the page's link for later.
  const attackersBrowser = await browser.newContext();
  const attackersPage = await attackersBrowser.newPage();
  let link = '';
  attackersPage.on('request', (request) => {
    if (request.url().includes('/login?code=')) link = request.url();
  });
  // The attacker keeps the code unused.
  await attackersPage.route('**/api/auth/google/exchange', (route) => route.abort());
  await attackersPage.goto('/login');
  await attackersPage.getByRole('link', { name: 'Sign in with Google' }).click();
  await attackersPage.locator('input[name="login"]').fill(newPerson('google-attacker').email);
  await attackersPage.locator('input[name="password"]').fill('anything');
  await attackersPage.getByRole('button', { name: 'Sign-in' }).click();
  await attackersPage.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => link).toContain('/login?code=');
  await attackersBrowser.close();

  // The victim opens it: a calm error, and no account.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('could not sign you in with Google');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
