import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { logInWithPage, newPerson, registerVerified } from './harness/accounts.ts';

const ADMIN_LINKS = [
  'Home',
  'Manage Courses',
  'Manage Blogs',
  'Check Appointments',
  'Counsellors',
  'Feedback',
  'Manage Webinar',
  'Enrolments',
];

test('a visitor opening a member page is asked to log in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/login?next=%2Fprofile');
  await expect(page.getByText('Please log in to continue.')).toBeVisible();
});

test('a refused token is forgotten and the login page says why', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
  await page.goto('/account-setting');
  await expect(page).toHaveURL('/login?next=%2Faccount-setting');
  await expect(page.getByText('Unauthorized access. Please log in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a member opening the admin panel is sent to the login page', async ({ page, request }) => {
  const person = newPerson('member');
  await registerVerified(request, person);
  await logInWithPage(page, person.email, person.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/adminpanel');
  await expect(page).toHaveURL('/login?next=%2Fadminpanel');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
});

test('an admin lands on the admin panel, moves around it and logs out', async ({ page }) => {
  await logInWithPage(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/adminpanel$/);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const label of ADMIN_LINKS)
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Manage Blogs' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(nav.getByRole('link', { name: 'Manage Blogs' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/adminpanel');
  await expect(page).toHaveURL('/login?next=%2Fadminpanel');
});

test('on a phone the admin navigation opens from a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInWithPage(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await nav.getByRole('link', { name: 'Check Appointments' }).click();
  await expect(page).toHaveURL(/\/admin\/Appointment$/);
  await expect(nav).toBeHidden();
});
