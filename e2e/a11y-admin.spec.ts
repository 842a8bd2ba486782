import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BOOKING_WINDOW_DAYS, addCalendarDays, readIstClock } from '@sukoon/contract/slots';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { newPerson, registerVerified } from './harness/accounts.ts';
import { expectAccessible, expectNoHorizontalOverflow } from './harness/axe.ts';

// Every admin page, with its add and edit forms, a form error and the delete confirmation open,
// and the appointments page with a request waiting, against WCAG 2.2 AA at 1280 and 360 px.

test.use({ reducedMotion: 'reduce' });

const WIDTHS = [1280, 360];
// The last day of the window, so the hour is ahead whatever time the run starts; hours 10 and 11
// are no other journey's slots.
const DAY = addCalendarDays(readIstClock(new Date()).today, BOOKING_WINDOW_DAYS);
const SLOTS: Record<number, number> = { 1280: 10, 360: 11 };

async function logIn(request: APIRequestContext, emailorphone: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { emailorphone, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

async function post(request: APIRequestContext, token: string, path: string, data: object) {
  const answer = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Record<string, string>;
}

/** A member pays for a slot through the API, so the admin has a pending request to look at. */
async function requestAppointment(request: APIRequestContext, slot: number, reason: string) {
  const person = newPerson('a11y-booker');
  await registerVerified(request, person);
  const token = await logIn(request, person.email, person.password);
  const order = await post(request, token, '/api/create', {
    purpose: 'appointment',
    counsellingConsent: true,
    date: DAY,
    slot,
    reason,
  });
  const proof = await post(request, token, '/api/payments/simulate', {
    orderId: order.orderId,
    outcome: 'success',
  });
  await post(request, token, '/api/verify-payment', proof);
}

async function scan(page: Page, state?: string) {
  await expectAccessible(page, state);
  await expectNoHorizontalOverflow(page);
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function closeDialog(page: Page, name: string) {
  await page.keyboard.press('Escape');
  await expect(dialog(page, name)).toBeHidden();
}

test.beforeEach(async ({ page, request }) => {
  const token = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the admin home, enrolments and appointments', async ({ page, request }) => {
      test.slow();
      const reason = `Accessibility check request ${Date.now()} at ${width} px`;
      await requestAppointment(request, SLOTS[width] ?? 0, reason);
      await page.goto('/adminpanel');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Today's work, with the request just made among those waiting, and the set-up list.
      const today = page.getByRole('region', { name: 'Today' });
      await expect(today.getByRole('link', { name: /Requests waiting for an answer/ })).toHaveText(/^[1-9]/);
      const setup = page.getByRole('region', { name: 'Before people rely on it' });
      await expect(setup.getByRole('listitem').filter({ hasText: 'can reach you at' })).toContainText(
        '(set)',
      );
      await expect(setup.getByRole('listitem').filter({ hasText: 'Real payments' })).toContainText(
        '(not set)',
      );
      await scan(page);
      const menuToggle = page.getByRole('button', { name: 'Admin menu' });
      if (await menuToggle.isVisible()) {
        await menuToggle.click();
        await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
        await scan(page, 'menu open');
      }

      await page.goto('/admin-home');
      await expect(page.getByRole('heading', { level: 1, name: 'Enrolments' })).toBeVisible();
      await scan(page);

      await page.goto('/admin/Appointment');
      await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
      // A table on a desktop, cards on a phone: both are on the page, one is shown.
      await expect(page.getByText(reason).filter({ visible: true })).toBeVisible();
      await scan(page, 'a request pending');
      await page
        .getByRole('button', { name: /^Reject \(/ })
        .filter({ visible: true })
        .first()
        .click();
      await expect(dialog(page, 'Reject this request?')).toBeVisible();
      await scan(page, 'reject confirmation open');
      await closeDialog(page, 'Reject this request?');
      // Reading the list put the request's reason on the audit trail.
      await page.goto('/admin/audit');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Reason for the appointment' }).first(),
      ).toBeVisible();
      await scan(page, 'the audit trail');
    });

    for (const [path, kind, heading] of [
      ['/admin/courses', 'course', 'Manage Courses'],
      ['/admin/blogs', 'blog', 'Manage Blogs'],
      ['/admin/webinar', 'webinar', 'Manage Webinars'],
    ] as const) {
      test(`${path} with its add, edit and delete dialogs`, async ({ page }) => {
        test.slow();
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const edit = page
          .locator('main')
          .getByRole('button', { name: /^Edit / })
          .first();
        await expect(edit).toBeVisible();
        await scan(page);

        await page.getByRole('button', { name: `Add ${kind}` }).click();
        await expect(dialog(page, `Add ${kind}`)).toBeVisible();
        await scan(page, 'add form open');
        await closeDialog(page, `Add ${kind}`);

        await edit.click();
        const form = dialog(page, `Edit ${kind}`);
        await expect(form).toBeVisible();
        await scan(page, 'edit form open');
        if (kind === 'course') {
          // The server refuses it, so nothing is saved.
          await form.getByLabel('Image link').fill('not a link');
          await form.getByRole('button', { name: 'Save changes' }).click();
          await expect(form.getByRole('alert')).toBeVisible();
          await scan(page, 'edit form with an error');
        }
        await closeDialog(page, `Edit ${kind}`);

        await page
          .locator('main')
          .getByRole('button', { name: /^Delete / })
          .first()
          .click();
        await expect(dialog(page, `Delete ${kind}`)).toBeVisible();
        await scan(page, 'delete confirmation open');
        await closeDialog(page, `Delete ${kind}`);
      });
    }
  });
}
