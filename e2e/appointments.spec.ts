import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  BOOKING_WINDOW_DAYS,
  addCalendarDays,
  formatAppointmentDay,
  formatSlotRange,
  readIstClock,
} from '@sukoon/contract/slots';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { newPerson, registerVerified } from './harness/accounts.ts';
import { mailsTo, waitForMail } from './harness/mailbox.ts';

// A client books and pays for a slot in the simulated checkout; the slot is then taken for
// everyone else; the admin accepts; the client sees 'accepted' and has the confirmation e-mail.

test.describe.configure({ mode: 'serial' });

const client = newPerson('booker');
const other = newPerson('second');
// The last day of the window: every hour is still ahead, whatever time the run starts.
const DAY = addCalendarDays(readIstClock(new Date()).today, BOOKING_WINDOW_DAYS);
const SLOT = 18;
const REASON = `Trouble sleeping since I changed jobs (${Date.now()})`;
const tokens = { client: '', other: '', admin: '' };

async function logIn(request: APIRequestContext, emailorphone: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { emailorphone, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

const signIn = (page: Page, token: string) =>
  page.addInitScript((value) => localStorage.setItem('token', value), token);

/** Chooses the test day in the inline calendar. */
const chooseDay = (page: Page) =>
  page.getByRole('button', { name: formatAppointmentDay(DAY), exact: true }).click();
const slotButton = (page: Page) =>
  page.getByRole('group', { name: 'Evening' }).getByRole('button', { name: /^6 PM/ });

test.beforeAll(async ({ request }) => {
  await registerVerified(request, client);
  await registerVerified(request, other);
  tokens.client = await logIn(request, client.email, client.password);
  tokens.other = await logIn(request, other.email, other.password);
  tokens.admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
});

test('a client pays for a slot and the booking is requested', async ({ page }) => {
  await signIn(page, tokens.client);
  await page.goto('/booknow');
  await expect(page.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
  await expect(page.getByText('All dates and times are Indian Standard Time')).toBeVisible();
  // Eight days are offered, from today to today + 7, and hour 8 never is.
  await expect(page.getByRole('group', { name: /\d{4}/ }).getByRole('button')).toHaveCount(8);
  await expect(page.getByRole('button', { name: /^8 AM/ })).toHaveCount(0);

  await page.getByLabel('Reason for the appointment').fill(REASON);
  await chooseDay(page);
  await page.getByRole('button', { name: /^Pay ₹199 and book/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a time slot');

  await slotButton(page).click();
  await expect(slotButton(page)).toHaveAttribute('aria-pressed', 'true');
  // The first booking asks for informed consent to counselling.
  await page.getByLabel('I have read this and agree to counselling on these terms.').check();
  await page.getByRole('button', { name: /^Pay ₹199 and book/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout).toContainText('₹199');
  await expect(checkout).toContainText(formatSlotRange(SLOT));
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Appointment booking requested successfully')).toBeVisible();
  // What those seconds say is the next step, not only what happened.
  await expect(page.getByText(/will confirm it before the hour begins/)).toBeVisible();
  // Back to the home page after 4 seconds.
  await expect(page).toHaveURL(/\/$/);

  const mail = await waitForMail(client.email, 1);
  expect(mail).toMatch(/appointment request/i);
});

test('the slot is then taken for everyone else', async ({ page, request }) => {
  await signIn(page, tokens.other);
  await page.goto('/booknow');
  // Why later days are greyed, and how many times each day still has, before choosing one.
  await expect(
    page.getByText('You can book up to 7 days ahead, so later days are greyed out.'),
  ).toBeVisible();
  const dayButton = page.getByRole('button', { name: formatAppointmentDay(DAY), exact: true });
  await expect(dayButton.locator('span')).toHaveText(/^(\d+ free|full)$/);
  await chooseDay(page);
  await expect(slotButton(page)).toBeDisabled();
  await expect(slotButton(page)).toHaveText('6 PM · Booked');
  // The count on the day and above its hours agree.
  const free = Number(/^(\d+) free/.exec((await dayButton.locator('span').textContent()) ?? '')?.[1]);
  await expect(
    page.getByText(`${free} ${free === 1 ? 'time is' : 'times are'} free on this day.`),
  ).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Evening' }).getByRole('button', { name: /^7 PM/ }),
  ).toBeEnabled();

  const order = await request.post('/api/create', {
    headers: { Authorization: `Bearer ${tokens.other}` },
    data: { purpose: 'appointment', counsellingConsent: true, date: DAY, slot: SLOT, reason: 'Me too' },
  });
  expect(order.status()).toBe(409);
  expect(await order.json()).toEqual({ message: 'Appointment already exists', code: 'SLOT_TAKEN' });
});

test('the admin accepts the request and the client is e-mailed an invitation', async ({ page }) => {
  const mailsBefore = mailsTo(client.email).length;
  await signIn(page, tokens.admin);
  await page.goto('/admin/Appointment');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: REASON });
  await expect(row).toContainText(client.email);
  await expect(row).toContainText(formatSlotRange(SLOT));
  await expect(row).toContainText('pending');
  // The client's phone is shown; the e-mail wraps only after its @ and before its dots.
  await expect(row.locator('a[href^="tel:"]')).toHaveText(client.phone);
  await expect(row.locator('a[href^="mailto:"] wbr')).toHaveCount(2);
  // Accept and Reject side by side.
  const accept = await row.getByRole('button', { name: /^Accept/ }).boundingBox();
  const reject = await row.getByRole('button', { name: /^Reject/ }).boundingBox();
  expect(reject?.y).toBe(accept?.y);
  await row.getByRole('button', { name: /^Accept/ }).click();
  await expect(row).toContainText('accepted');
  // An accepted session can only be cancelled now (session-care.spec.ts goes further).
  await expect(row.getByRole('button')).toHaveText(['Cancel session']);

  const mail = await waitForMail(client.email, mailsBefore);
  expect(mail.replace(/=\r?\n/g, '')).toContain('is confirmed');
  expect(mail).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
  // The invitation starts at 6 PM IST, which is 12:30 UTC.
  const invite = /filename=appointment\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n-/.exec(mail)?.[1] ?? '';
  const ics = Buffer.from(invite.replace(/\s/g, ''), 'base64').toString('utf8');
  expect(ics).toContain(`DTSTART:${DAY.replaceAll('-', '')}T123000Z`);
  expect(ics).toContain('METHOD:REQUEST');
});

test('the client sees the request accepted on the dashboard', async ({ page }) => {
  await signIn(page, tokens.client);
  await page.goto('/UserCourses');
  await page.getByRole('tab', { name: 'Appointments' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText(formatAppointmentDay(DAY));
  await expect(panel).toContainText(`${formatSlotRange(SLOT)} IST`);
  await expect(panel).toContainText(REASON);
  await expect(panel).toContainText('accepted');
});
