import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES } from '@sukoon/contract/auth-messages';
import { DATA_RIGHTS_MESSAGES } from '@sukoon/contract/data-rights';
import { logInWithPage, newPerson, registerVerified } from './harness/accounts.ts';
import { E2E_GRIEVANCE_OFFICER } from './harness/e2e-env.ts';

test('a person downloads their data, then deletes their account and cannot log in again', async ({
  page,
  request,
}) => {
  test.slow();
  const person = newPerson('rights');
  await registerVerified(request, person);
  await logInWithPage(page, person.email, person.password);

  await page.goto('/account-setting');
  await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sukoon-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { profile: { email: string } };
  expect(data.profile.email).toBe(person.email);

  const deletion = page.getByRole('region', { name: 'Delete my account' });
  await deletion.getByLabel('Your password').fill('not my password');
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(deletion.getByText('this is not your password.')).toBeVisible();

  await deletion.getByLabel('Your password').fill(person.password);
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(DATA_RIGHTS_MESSAGES.deleted)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByLabel('Email or mobile number').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the privacy policy names the grievance officer and how to reach them', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: 'Grievance officer' }).click();
  await expect(page.getByText(E2E_GRIEVANCE_OFFICER.GRIEVANCE_OFFICER_NAME)).toBeVisible();
  await expect(
    page.getByRole('link', { name: E2E_GRIEVANCE_OFFICER.GRIEVANCE_OFFICER_EMAIL }),
  ).toHaveAttribute('href', `mailto:${E2E_GRIEVANCE_OFFICER.GRIEVANCE_OFFICER_EMAIL}`);
});
