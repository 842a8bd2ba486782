import { expect, test } from '@playwright/test';

test('the home page loads with the brand in its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Sukoon/);
});

test('robots.txt is a real file, not the web app', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('User-agent: *');
});
