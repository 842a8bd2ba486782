import { expect, test } from '@playwright/test';
import { newPerson } from './harness/accounts.ts';

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
