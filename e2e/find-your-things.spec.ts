import { expect, test } from '@playwright/test';
import { logInWithPage, newPerson, registerVerified } from './harness/accounts.ts';

// The user menu leads to the dashboard; the profile shows the mobile number given at sign-up and
// changes it, saying beside the field why a number cannot be used.

test('the user menu opens the dashboard with courses, webinars and appointments', async ({
  page,
  request,
}) => {
  const person = newPerson('finder');
  await registerVerified(request, person);
  await logInWithPage(page, person.email, person.password);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'My Dashboard' }).click();
  await expect(page).toHaveURL('/UserCourses');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();
  for (const tab of ['Courses', 'Webinars', 'Appointments']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
});

test('the profile shows and changes the mobile number', async ({ page, request }) => {
  // Two sign-ups, two logins, three saves and two reloads: more than the default 30 s on a busy CI.
  test.slow();
  const person = newPerson('mobile');
  const other = newPerson('mobile-other');
  await registerVerified(request, person);
  await registerVerified(request, other);
  await logInWithPage(page, person.email, person.password);

  await page.goto('/profile');
  const mobile = page.getByLabel('Mobile number');
  await expect(mobile).toHaveValue(person.phone);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

  // The contract's check, beside the field, before any round trip.
  await mobile.fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveAccessibleDescription(/must be a 10-digit Indian mobile number/);

  // Another account's number, unverified, blocks nobody (decision 022).
  await mobile.fill(other.phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Mobile number')).toHaveValue(other.phone);

  const fresh = newPerson('mobile-new').phone;
  await mobile.fill(`+91 ${fresh}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Mobile number')).toHaveValue(fresh);

  // The new number logs in.
  await page.evaluate(() => localStorage.clear());
  await logInWithPage(page, fresh, person.password);
  await expect(page).toHaveURL('/');
});
