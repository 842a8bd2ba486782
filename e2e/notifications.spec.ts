import { expect, test, type Page } from '@playwright/test';
import { logInWithPage, newPerson, registerVerified } from './harness/accounts.ts';

// The bell and /Notifications against the real API. Nothing in the product writes a notification
// yet (the appointment events will, issue 16), so these journeys cover a person with none; the API
// tests cover listing, counting and marking read.

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Show notifications/ });

test('a signed-in person with no notifications sees the spec texts, fetched from the API', async ({
  page,
  request,
}) => {
  const person = newPerson('notes');
  await registerVerified(request, person);
  const asked = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/notifications' && response.status() === 200,
  );
  await logInWithPage(page, person.email, person.password);
  expect(await (await asked).json()).toEqual({ notifications: [], unread: 0 });

  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName('Show notifications');
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByText('You have no new notifications')).toBeVisible();
  await expect(popover.getByRole('link', { name: 'See all notifications' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(bell).toBeFocused();

  await page.goto('/Notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('main').getByText('No new notification')).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the popover fits the screen and closes with Escape, focus back on the bell', async ({
    page,
    request,
  }) => {
    const person = newPerson('notes-phone');
    await registerVerified(request, person);
    await logInWithPage(page, person.email, person.password);
    const bell = bellOf(page);
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await expect(popover.getByText('You have no new notifications')).toBeVisible();
    const box = await popover.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(bell).toBeFocused();
  });
});

test('a visitor never asks for notifications', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/notifications')) asked.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(bellOf(page)).toHaveCount(0);
  expect(asked).toEqual([]);
});
