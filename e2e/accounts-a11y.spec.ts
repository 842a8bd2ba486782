import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { logInWithPage, newPerson, registerVerified } from './harness/accounts.ts';
import { expectAccessible, expectNoHorizontalOverflow } from './harness/axe.ts';

for (const path of ['/login', '/register', '/forgotpassword', '/resetPassword', '/verifyotp']) {
  test(`${path} meets WCAG 2.2 AA, on a phone too`, async ({ page }) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await expectNoHorizontalOverflow(page);
    }
  });
}

test('a login error is announced and accessible', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill('nobody@example.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page);
});

test('the account pages meet WCAG 2.2 AA, on a phone too', async ({ page, request }) => {
  test.slow(); // six full-page scans
  const person = newPerson('a11y');
  await registerVerified(request, person);
  await logInWithPage(page, person.email, person.password);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/profile', '/account-setting', '/Notifications']) {
      await page.goto(path);
      await expect(page.getByRole('complementary').getByText('Meera Iyer')).toBeVisible();
      await expectAccessible(page);
      await expectNoHorizontalOverflow(page);
    }
  }
});

test('the admin navigation meets WCAG 2.2 AA', async ({ page }) => {
  await logInWithPage(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await expectAccessible(page);
});
