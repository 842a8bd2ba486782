import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ClientAppointment } from '@sukoon/contract/appointments';
import { sessionEnd, sessionStart } from '@sukoon/contract/sessions';
import { addCalendarDays, formatAppointmentDay, formatSlotRange, readIstClock } from '@sukoon/contract/slots';
import { newPerson, registerVerified } from './harness/accounts.ts';
import { expectAccessible, expectNoHorizontalOverflow } from './harness/axe.ts';
import { CLOCK_SERVER_URL, setServerClock, startClockServer } from './harness/clock-server-process.ts';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { payOrder } from './harness/simulated-checkout.ts';

// The session after payment (issue 16), on a server of its own whose clock the journey moves (its
// injected `now`), and the browser's clock moved with Playwright's: a client books and pays, the
// admin accepts, the bell says so and "Join session" shows in its window; the client moves the
// session (refused once the server's time is past the cutoff, then done), and after its end rates it.

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: CLOCK_SERVER_URL });

const client = newPerson('care');
const REASON = `Panic before exams (${Date.now()})`;
const TODAY = readIstClock(new Date()).today;
const DAY = addCalendarDays(TODAY, 3);
const SLOT = 10;
const NEW_DAY = addCalendarDays(TODAY, 4);
const NEW_SLOT = 11;
const MINUTE = 60_000;
const tokens = { client: '', admin: '' };
let stopServer: (() => Promise<void>) | undefined;

async function logIn(request: APIRequestContext, emailorphone: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { emailorphone, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

const signIn = (page: Page, token: string) =>
  page.addInitScript((value) => localStorage.setItem('token', value), token);

async function openAppointments(page: Page) {
  await page.goto('/UserCourses?tab=appointments');
  const card = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: REASON });
  await expect(card).toBeVisible();
  return card;
}

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(240_000);
  stopServer = await startClockServer();
  await registerVerified(request, client);
  tokens.client = await logIn(request, client.email, client.password);
  tokens.admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
});

test.afterAll(async () => {
  await stopServer?.();
});

test('a client books and pays, and the admin accepts', async ({ page }) => {
  await signIn(page, tokens.client);
  await page.goto('/booknow');
  await page.getByLabel('Reason for the appointment').fill(REASON);
  await page.getByRole('button', { name: formatAppointmentDay(DAY), exact: true }).click();
  await page
    .getByRole('group', { name: 'Morning' })
    .getByRole('button', { name: /^10 AM/ })
    .click();
  // The first booking asks for informed consent to counselling (issue 19).
  await page.getByLabel('I have read this and agree to counselling on these terms.').check();
  await page.getByRole('button', { name: /^Pay ₹199 and book/ }).click();
  await page
    .getByRole('dialog', { name: 'Checkout' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page.getByText('Appointment booking requested successfully')).toBeVisible();

  const admin = await page.context().newPage();
  await signIn(admin, tokens.admin);
  await admin.goto('/admin/Appointment');
  const row = admin.getByRole('row').filter({ hasText: REASON });
  await row.getByRole('button', { name: /^Accept/ }).click();
  await expect(row).toContainText('accepted');
  await expect(row.getByRole('button', { name: /^Cancel session/ })).toBeVisible();
});

test('the bell tells the client, and "Join session" shows from 10 minutes before the start until the end', async ({
  page,
}) => {
  const start = sessionStart(DAY, SLOT);
  await page.clock.install({ time: new Date(start.getTime() - 15 * MINUTE) });
  await signIn(page, tokens.client);
  const card = await openAppointments(page);

  const bell = page.getByRole('banner').getByRole('button', { name: /^Show notifications, \d+ unread$/ });
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByText('Session confirmed')).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(card).toContainText('accepted');
  await expect(card).toContainText(`${formatSlotRange(SLOT)} IST`);
  const join = card.getByRole('link', { name: /^Join session/ });
  await expect(join).toHaveCount(0);
  await expect(card).toContainText('The “Join session” button appears here 10 minutes before the start.');

  await page.clock.fastForward('06:00');
  await expect(join).toBeVisible();
  // The session's own room in the product (MEETING_PROVIDER=sukoon), in the same tab.
  const [mine] = (await (
    await page.request.get('/api/appointments/mine', {
      headers: { Authorization: `Bearer ${tokens.client}` },
    })
  ).json()) as ClientAppointment[];
  await expect(join).toHaveAttribute('href', `/session/${mine?._id ?? ''}`);
  await expect(join).not.toHaveAttribute('target', '_blank');
  await expectAccessible(page, 'the join button');

  await page.clock.fastForward('01:10:00');
  await expect(join).toHaveCount(0);
  // Over: the badge no longer says there is something to wait for.
  await expect(card.getByText('ended', { exact: true })).toBeVisible();
  await expect(card).not.toContainText('accepted');
});

test('the client moves the session once; a move past the cutoff is refused with the rule', async ({
  page,
}) => {
  await signIn(page, tokens.client);
  const card = await openAppointments(page);
  await card.getByRole('button', { name: /^Reschedule/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Move your session' });
  await dialog.getByRole('button', { name: formatAppointmentDay(NEW_DAY), exact: true }).click();
  await dialog
    .getByRole('group', { name: 'Morning' })
    .getByRole('button', { name: /^11 AM/ })
    .click();
  const move = dialog.getByRole('button', { name: /^Move to / });
  await expectAccessible(page, 'the reschedule dialog');

  // The server's time has passed the cutoff while the page was open: its words are shown.
  await setServerClock(new Date(sessionStart(DAY, SLOT).getTime() - 23 * 60 * MINUTE));
  await move.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'A session can be moved until 24 hours before it starts; this one starts sooner.',
  );

  await setServerClock(new Date());
  await move.click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Your session has moved. Your counsellor has been told.');
  await expect(card).toContainText(formatAppointmentDay(NEW_DAY));
  await expect(card).toContainText(`${formatSlotRange(NEW_SLOT)} IST`);
  await expect(card.getByRole('button', { name: /^Reschedule/ })).toHaveCount(0);
  await page.reload();
  await expect(card).toContainText('You have moved this session once; it cannot be moved again.');
});

test('after the end the client rates the session once, and the admin reads it', async ({ page, request }) => {
  const end = sessionEnd(NEW_DAY, NEW_SLOT);
  await setServerClock(new Date(end.getTime() + 5 * MINUTE));
  // Signed in at the server's new time.
  const token = await logIn(request, client.email, client.password);
  await page.clock.install({ time: new Date(end.getTime() + 6 * MINUTE) });
  await signIn(page, token);
  const card = await openAppointments(page);
  const [mine] = (await (
    await request.get('/api/appointments/mine', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as ClientAppointment[];
  const rating = card.getByRole('group', {
    name: `How was your session with ${mine?.counsellor?.firstName ?? ''}?`,
  });
  await expect(rating).toBeVisible();

  await card.getByRole('button', { name: 'Send feedback' }).click();
  await expect(card.getByText('Please choose from 1 to 5 stars.')).toBeVisible();
  await expectAccessible(page, 'the feedback form with its error');
  // Native radio buttons: the arrow keys move along the stars.
  await rating.getByRole('radio', { name: /^1 star,/ }).focus();
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: /^4 stars,/ })).toBeChecked();
  await card.getByLabel(/Anything you would like to tell us/).fill(`She was kind (${REASON})`);
  await card.getByRole('button', { name: 'Send feedback' }).click();
  await expect(card).toContainText('Thank you for your feedback.');
  await page.reload();
  await expect(card).toContainText('Thank you for your feedback.');
  await expect(card.getByRole('button', { name: 'Send feedback' })).toHaveCount(0);

  const admin = await page.context().newPage();
  await signIn(admin, await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password));
  await admin.goto('/admin/feedback');
  const section = admin.getByRole('region', {
    name: `${mine?.counsellor?.firstName ?? ''} ${mine?.counsellor?.lastName ?? ''}`,
  });
  await expect(section).toContainText('4.0 out of 5');
  await expect(section).toContainText(`She was kind (${REASON})`);
  await expectAccessible(admin, 'feedback per counsellor');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the admin cancels an accepted session; the client sees it cancelled and refunded in full', async ({
    page,
    request,
  }) => {
    await setServerClock(new Date());
    const person = newPerson('care-cancel');
    await registerVerified(request, person);
    const token = await logIn(request, person.email, person.password);
    const headers = { Authorization: `Bearer ${token}` };
    const reason = `Grief after losing my father (${Date.now()})`;
    const created = await request.post('/api/create', {
      headers,
      data: { purpose: 'appointment', date: NEW_DAY, slot: 16, reason },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { orderId } = (await created.json()) as { orderId: string };
    await payOrder(request, token, orderId);
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const [booked] = (await (
      await request.get('/api/appointments/mine', { headers })
    ).json()) as ClientAppointment[];
    const accepted = await request.post(`/api/appointments/${booked?._id ?? ''}`, {
      headers: { Authorization: `Bearer ${admin}` },
      data: { status: 'accepted' },
    });
    expect(accepted.status()).toBe(200);

    await signIn(page, admin);
    await page.goto('/admin/Appointment');
    const card = page.getByRole('listitem').filter({ hasText: reason });
    await card.getByRole('button', { name: /^Cancel session/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this session?' });
    await expect(confirm).toContainText('refunded the full ₹199');
    await expectNoHorizontalOverflow(page);
    await confirm.getByRole('button', { name: 'Cancel session and refund' }).click();
    await expect(
      page.getByText('Session cancelled. The client’s payment is being refunded in full.'),
    ).toBeVisible();
    await expect(card).toContainText('cancelled');
    await expect(card).toContainText('Refunded');

    const client = await page.context().newPage();
    await signIn(client, token);
    await client.goto('/UserCourses?tab=appointments');
    const mine = client.getByRole('tabpanel').getByRole('listitem').filter({ hasText: reason });
    await expect(mine).toContainText('cancelled');
    await expect(mine).toContainText('this session had to be cancelled. Your ₹199 has been refunded in full');
    await expect(mine.getByRole('button', { name: /^Reschedule/ })).toHaveCount(0);
  });
});
