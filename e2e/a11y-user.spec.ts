import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Course } from '@sukoon/contract/courses';
import type { PublicWebinar } from '@sukoon/contract/webinars';
import {
  BOOKING_WINDOW_DAYS,
  addCalendarDays,
  formatAppointmentDay,
  readIstClock,
} from '@sukoon/contract/slots';
import { newPerson, registerVerified } from './harness/accounts.ts';
import { expectAccessible, expectNoHorizontalOverflow } from './harness/axe.ts';

// What a signed-in member sees, against WCAG 2.2 AA on a desktop and on a 360 px phone: the empty
// dashboard, the booking calendar with its error and checkout, a bought course and webinar, the
// filled dashboard and the header's menus. The account pages are in accounts-a11y.spec.ts.

// In order: the dashboard is seen empty before the booking and the purchases fill it.
test.describe.configure({ mode: 'serial' });
test.use({ reducedMotion: 'reduce' });

const WIDTHS = [1280, 360];
// The last day of the window: every hour is still ahead. Hour 12 is no other journey's slot.
const DAY = addCalendarDays(readIstClock(new Date()).today, BOOKING_WINDOW_DAYS);
const person = newPerson('a11y-member');
let token = '';

async function logIn(request: APIRequestContext, emailorphone: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { emailorphone, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

async function scan(page: Page, state?: string) {
  await expectAccessible(page, state);
  await expectNoHorizontalOverflow(page);
}

/** Runs `journey` once at each width, in one window. */
async function atEachWidth(page: Page, journey: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await journey();
  }
}

test.beforeAll(async ({ request }) => {
  await registerVerified(request, person);
  token = await logIn(request, person.email, person.password);
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
});

test('the empty dashboard, a password error and the header menus', async ({ page }) => {
  test.slow();
  await atEachWidth(page, async () => {
    for (const tab of ['courses', 'webinars', 'appointments']) {
      await page.goto(`/UserCourses?tab=${tab}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByRole('tabpanel').getByText(/^No /)).toBeVisible();
      await scan(page, `empty ${tab} tab`);
    }
    await page.goto('/account-setting');
    await page.getByLabel('Current password').fill(person.password);
    await page.getByLabel('New password', { exact: true }).fill('calm-new-password-1');
    await page.getByLabel('Confirm new password').fill('calm-new-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toHaveText('New password do not match');
    await scan(page, 'the new passwords differ');

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Show notifications' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await scan(page, 'notifications open');
    await page.keyboard.press('Escape');
    const menuToggle = page.locator('button[aria-controls="primary-nav"]');
    if (await menuToggle.isVisible()) {
      await menuToggle.click();
      await scan(page, 'main menu open');
      await page.keyboard.press('Escape');
    }
    await header.getByRole('button', { name: 'Account menu' }).click();
    await expect(header.getByRole('link', { name: 'Profile' })).toBeVisible();
    await scan(page, 'account menu open');
  });
});

test('the booking calendar, its error, the checkout and the booked appointment', async ({ page }) => {
  test.slow();
  const day = page.getByRole('button', { name: formatAppointmentDay(DAY), exact: true });
  const pay = page.getByRole('button', { name: /^Pay ₹199 and book/ });
  await atEachWidth(page, async () => {
    await page.goto('/booknow');
    await expect(page.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
    await scan(page);
    await page.getByLabel('Reason for the appointment').fill('Feeling low for some weeks');
    await day.click();
    await pay.click();
    await expect(page.getByRole('alert')).toHaveText('Please select a time slot');
    await scan(page, 'no slot chosen');
  });

  await page
    .getByRole('group', { name: 'Afternoon' })
    .getByRole('button', { name: /^12 PM/ })
    .click();
  await page.getByLabel('I have read this and agree to counselling on these terms.').check();
  await pay.click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout).toBeVisible();
  await scan(page, 'checkout open');
  await page.setViewportSize({ width: 1280, height: 800 });
  await scan(page, 'checkout open');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Appointment booking requested successfully')).toBeVisible();
  await scan(page, 'booking requested');

  await atEachWidth(page, async () => {
    await page.goto('/UserCourses?tab=appointments');
    await expect(page.getByRole('tabpanel')).toContainText('pending');
    await scan(page, 'a pending appointment');
  });
});

test('a bought course, a webinar before and after paying, and the filled dashboard', async ({
  page,
  request,
}) => {
  test.slow();
  const courses = (await (await request.get('/api/courses/read')).json()) as Course[];
  const course = courses.find((item) => item.price > 0 && item.youtubeLink !== '');
  const webinars = (await (await request.get('/api/getwebinar')).json()) as PublicWebinar[];
  const paidWebinar = webinars.find((item) => item.price !== '0' && Date.parse(item.startsAt) > Date.now());
  if (!course || !paidWebinar)
    throw new Error('the demo content needs a paid course and an upcoming paid webinar');

  await page.goto(`/courseInfo/${course._id}`);
  await page.getByRole('button', { name: 'Enroll Course' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The test payment failed. No money was taken.');
  await scan(page, 'payment failed');
  await page.getByRole('button', { name: 'Enroll Course' }).click();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Enrollment successful!')).toBeVisible();
  await scan(page, 'enrolled');

  await page.goto(`/webinarinfo/${paidWebinar._id}`);
  await expect(page.getByText('Payment required to access this webinar.')).toBeVisible();
  await scan(page, 'not paid');
  await page.goto('/Webinar');
  await page
    .getByRole('article')
    .filter({ hasText: paidWebinar.title })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(checkout).toBeVisible();
  await scan(page, 'checkout open');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment successful!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/webinarinfo/${paidWebinar._id}$`));

  await atEachWidth(page, async () => {
    await page.goto(`/webinarinfo/${paidWebinar._id}`);
    await expect(page.getByRole('heading', { level: 1, name: paidWebinar.title })).toBeVisible();
    await scan(page, 'joining details');
    await page.goto(`/courseInfo/${course._id}`);
    await expect(page.getByTitle(`Course video: ${course.name}`)).toBeVisible();
    await scan(page, 'watching a bought course');
    for (const tab of ['courses', 'webinars']) {
      await page.goto(`/UserCourses?tab=${tab}`);
      await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
      await scan(page, `${tab} tab`);
    }
    await page.goto('/Webinar');
    await expect(page.getByRole('article').first()).toBeVisible();
    await scan(page, 'signed in');
  });
});
