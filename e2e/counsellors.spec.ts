import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminCounsellor, CounsellorAvailability } from '@sukoon/contract/counsellors';
import { defaultWeeklyHours } from '@sukoon/contract/counsellor-hours';
import type { ClientAppointment } from '@sukoon/contract/appointments';
import {
  BOOKING_WINDOW_DAYS,
  addCalendarDays,
  formatAppointmentDay,
  formatSlotRange,
  readIstClock,
} from '@sukoon/contract/slots';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { logInWithPage, newPerson, registerVerified } from './harness/accounts.ts';
import { mailsTo, waitForMail } from './harness/mailbox.ts';
import { expectAccessible, expectNoHorizontalOverflow } from './harness/axe.ts';

// An admin invites a counsellor; the counsellor opens the mailed link, sets a password, lands on
// their desk and sets their hours. A client books that counsellor by name and another books "any
// available counsellor"; the counsellor accepts on the desk and keeps private notes. These run in
// their own Playwright project after every other journey (playwright.config.ts): while the
// counsellors made here are active, they are listed and booked like anyone.

test.describe.configure({ mode: 'serial' });

const unique = `${Date.now()}`;
const counsellorPerson = newPerson('counsellor');
const COUNSELLOR = {
  email: counsellorPerson.email,
  firstName: 'Kavya',
  lastName: `Deshpande ${unique.slice(-5)}`,
  title: 'Counselling Psychologist',
  bio: 'Kavya works with young adults on anxiety and career worries, at a gentle pace.',
  password: counsellorPerson.password,
};
const NAME = `${COUNSELLOR.firstName} ${COUNSELLOR.lastName}`;
const chosenClient = newPerson('chooser');
const anyClient = newPerson('anyone');
// Six days ahead: every hour of it is still ahead, whatever time the run starts.
const DAY = addCalendarDays(readIstClock(new Date()).today, BOOKING_WINDOW_DAYS - 1);
const SLOT = 11;
// The counsellor takes the next weekday off (the spec's journeys book that day, today + 7).
const OFF_DAY = formatAppointmentDay(addCalendarDays(DAY, 1)).split(',')[0] ?? '';
const DAY_NAME = formatAppointmentDay(DAY).split(',')[0] ?? '';
const weekdayKey = (day: string) => String(new Date(`${day}T00:00:00Z`).getUTCDay()) as '0';
const REASON = `Worried about a new job (${unique})`;
const tokens = { admin: '', chosen: '', any: '', counsellor: '' };
const createdIds: string[] = [];
let slug = '';
let welcomeLink = '';

async function logIn(request: APIRequestContext, emailorphone: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { emailorphone, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const signIn = (page: Page, token: string) =>
  page.addInitScript((value) => localStorage.setItem('token', value), token);

async function adminCounsellors(request: APIRequestContext): Promise<AdminCounsellor[]> {
  const answer = await request.get('/api/admin/counsellors', { headers: bearer(tokens.admin) });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as AdminCounsellor[];
}

/** The welcome link in the invitation, with the mail's quoted-printable line breaks undone. */
function welcomeLinkIn(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const link = /https?:\/\/[^\s"<>]+\/counsellor\/welcome\?token=[\w%.-]+/.exec(text)?.[0];
  if (!link) throw new Error('no welcome link in the invitation');
  return new URL(link).pathname + new URL(link).search;
}

test.beforeAll(async ({ request }) => {
  tokens.admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await registerVerified(request, chosenClient);
  await registerVerified(request, anyClient);
  tokens.chosen = await logIn(request, chosenClient.email, chosenClient.password);
  tokens.any = await logIn(request, anyClient.email, anyClient.password);
});

test.afterAll(async ({ request }) => {
  // Leave the server as the other journeys found it: no counsellor of ours takes bookings.
  for (const id of createdIds) {
    await request.post(`/api/admin/counsellors/${id}/deactivate`, { headers: bearer(tokens.admin) });
  }
});

test('an admin invites a counsellor, and the invitation is mailed', async ({ page }) => {
  await signIn(page, tokens.admin);
  await page.goto('/adminpanel');
  await page
    .getByRole('main')
    // The area's card, not today's "Counsellors invited who have not joined yet" figure.
    .getByRole('link', { name: /^Counsellors/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Counsellors' })).toBeVisible();

  await page.getByRole('button', { name: 'Invite a counsellor' }).click();
  const form = page.getByRole('dialog', { name: 'Invite a counsellor' });
  // The contract's rules are checked before anything is sent, each beside its field.
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('choose at least one language')).toBeVisible();
  await form.getByLabel('Email').fill(COUNSELLOR.email);
  await form.getByLabel('First name').fill(COUNSELLOR.firstName);
  await form.getByLabel('Last name').fill(COUNSELLOR.lastName);
  await form.getByLabel('Title').fill(COUNSELLOR.title);
  await form.getByLabel('Bio').fill(COUNSELLOR.bio);
  await form.getByRole('group', { name: 'Specialities' }).getByLabel('Anxiety').check();
  await form.getByRole('group', { name: 'Specialities' }).getByLabel('Career').check();
  await form.getByRole('group', { name: 'Languages' }).getByLabel('Hindi').check();
  await form.getByRole('group', { name: 'Languages' }).getByLabel('English').check();
  await form.getByLabel('Registration number (optional)').fill(`RCI-${unique.slice(-6)}`);
  await form.getByLabel('Years of experience (optional)').fill('6');
  const mailsBefore = mailsTo(COUNSELLOR.email).length;
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  const card = page.getByRole('listitem', { name: NAME });
  await expect(card).toContainText('Active');
  await expect(card).toContainText(/Invitation pending until \d{1,2} \w{3} \d{4}/);

  const created = (await adminCounsellors(page.request)).find((item) => item.email === COUNSELLOR.email);
  expect(created).toBeDefined();
  createdIds.push(created?._id ?? '');
  slug = created?.slug ?? '';

  welcomeLink = welcomeLinkIn(await waitForMail(COUNSELLOR.email, mailsBefore));
});

test('the invited counsellor sets a password from the mailed link and lands on the desk', async ({
  page,
}) => {
  await page.goto(welcomeLink);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${COUNSELLOR.firstName}` }),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(COUNSELLOR.email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page.getByText(/must be at least \d+ characters/)).toBeVisible();
  await page.getByLabel('Password').fill(COUNSELLOR.password);
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password is set. You can now log in.')).toBeVisible();

  // The link works once.
  await page.goto(welcomeLink);
  await expect(page.getByRole('alert')).toHaveText(
    'This invitation has already been used. Log in with your e-mail and password.',
  );

  await logInWithPage(page, COUNSELLOR.email, COUNSELLOR.password);
  await expect(page).toHaveURL(/\/counsellor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My desk' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My desk' }),
  ).toHaveAttribute('href', '/counsellor');
  tokens.counsellor = await logIn(page.request, COUNSELLOR.email, COUNSELLOR.password);
});

test('the counsellor sets weekly hours and time off, and a mistake loses nothing', async ({ page }) => {
  await signIn(page, tokens.counsellor);
  await page.goto('/counsellor');
  await page.getByRole('link', { name: 'My hours and time off' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My hours and time off' })).toBeVisible();
  // A new counsellor is available every day, 9–20.
  const early = page.getByRole('button', { name: `${DAY_NAME} 9 AM`, exact: true });
  await expect(early).toHaveAttribute('aria-pressed', 'true');
  // One whole day off, and 9 AM on the booking day too, by keyboard: focus the cell and press Space.
  await page.getByRole('button', { name: `${OFF_DAY}: switch every hour` }).click();
  await early.focus();
  await page.keyboard.press('Space');
  await expect(early).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: `${DAY_NAME} 10 AM`, exact: true })).toBeFocused();

  // A period that ends before it starts is refused, naming the field; the hours stay as typed.
  await page.getByLabel('From').fill('2099-03-10');
  await page.getByLabel('To (the last day off)').fill('2099-03-01');
  await page.getByRole('button', { name: 'Add time off' }).click();
  await expect(page.getByText('must be on or after from')).toBeVisible();
  await page.getByLabel('To (the last day off)').fill('2099-03-12');
  await page.getByRole('button', { name: 'Add time off' }).click();
  await expect(page.getByRole('button', { name: /^Remove time off/ })).toHaveCount(1);
  await expect(early).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Save my hours' }).click();
  await expect(page.getByText('Your hours are saved.')).toBeVisible();
  const saved = await page.request.get('/api/counsellor/availability', {
    headers: bearer(tokens.counsellor),
  });
  const availability = (await saved.json()) as CounsellorAvailability;
  expect(availability.weekly[weekdayKey(addCalendarDays(DAY, 1))]).toEqual([]);
  expect(availability.weekly[weekdayKey(DAY)]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  expect(availability.timeOff).toEqual([{ from: '2099-03-10', to: '2099-03-12' }]);
});

test('a client finds the counsellor by speciality and language and books them by name', async ({ page }) => {
  await signIn(page, tokens.chosen);
  await page.goto('/counsellors?speciality=career&language=Hindi');
  await expect(page.getByRole('heading', { level: 1, name: 'Our counsellors' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Helps with' })).toHaveValue('career');
  // The fee and what follows paying are said before anyone commits: on the list, then the profile.
  const howItWorks = page.getByRole('region', { name: 'How a session works' });
  await expect(howItWorks).toContainText('One session: ₹199 for an hour with a counsellor');
  await expect(howItWorks).toContainText('the full amount comes back to you automatically');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: NAME }) });
  await expect(card).toContainText(/Free soonest: \w{3} \d{1,2} \w{3}, \d{1,2} (AM|PM)/);
  // The filter's Language, not the header's language switcher.
  const languageFilter = page.getByRole('group', { name: 'Filter counsellors' }).getByLabel('Language');
  await languageFilter.selectOption('Tamil');
  await expect(page).toHaveURL(/language=Tamil/);
  await expect(page.getByRole('link', { name: NAME })).toHaveCount(0);
  await languageFilter.selectOption('Hindi');

  await page.getByRole('link', { name: NAME }).click();
  await expect(page).toHaveURL(new RegExp(`/counsellors/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText(`RCI-${unique.slice(-6)}`)).toBeVisible();
  await expect(page.getByText(COUNSELLOR.email)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'How a session works' })).toContainText('₹199');
  await page.getByRole('link', { name: 'Book a session' }).click();
  await expect(page).toHaveURL(new RegExp(`/booknow\\?counsellor=${slug}$`));

  await expect(page.getByRole('radio', { name: new RegExp(NAME) })).toBeChecked();
  await page.getByLabel('Reason for the appointment').fill(REASON);
  await page.getByRole('button', { name: formatAppointmentDay(DAY), exact: true }).click();
  await page
    .getByRole('group', { name: 'Morning' })
    .getByRole('button', { name: /^11 AM/ })
    .click();
  await page.getByLabel('I have read this and agree to counselling on these terms.').check();
  await page.getByRole('button', { name: /^Pay ₹199 and book/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout).toContainText(`with ${NAME}`);
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Appointment booking requested successfully')).toBeVisible();

  const mine = await page.request.get('/api/appointments/mine', { headers: bearer(tokens.chosen) });
  const booked = ((await mine.json()) as ClientAppointment[]).find((item) => item.reason === REASON);
  expect(booked?.counsellor?.slug).toBe(slug);
  expect(booked?.slot).toBe(SLOT);

  // The dashboard says who the session is with.
  await page.goto('/UserCourses');
  await page.getByRole('tab', { name: 'Appointments' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(`with ${NAME}, ${COUNSELLOR.title}`);
});

test('another client books any available counsellor and one is assigned', async ({ page }) => {
  await signIn(page, tokens.any);
  await page.goto('/booknow');
  await expect(page.getByRole('radio', { name: /Any available counsellor/ })).toBeChecked();
  await page.getByLabel('Reason for the appointment').fill(`Anyone will do (${unique})`);
  await page.getByRole('button', { name: formatAppointmentDay(DAY), exact: true }).click();
  await page.getByRole('group', { name: 'Afternoon' }).getByRole('button', { name: /^2 PM/ }).click();
  await page.getByLabel('I have read this and agree to counselling on these terms.').check();
  await page.getByRole('button', { name: /^Pay ₹199 and book/ }).click();
  await page
    .getByRole('dialog', { name: 'Checkout' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page.getByText('Appointment booking requested successfully')).toBeVisible();
  const mine = await page.request.get('/api/appointments/mine', { headers: bearer(tokens.any) });
  const [booked] = (await mine.json()) as ClientAppointment[];
  expect(booked?.counsellor).not.toBeNull();
});

test('the admin filters requests by counsellor and moves one to another who is free', async ({
  page,
  request,
}) => {
  // A second counsellor, away on the day at first.
  const created = await request.post('/api/admin/counsellors', {
    headers: bearer(tokens.admin),
    data: {
      email: newPerson('second-counsellor').email,
      firstName: 'Arjun',
      lastName: `Pillai ${unique.slice(-5)}`,
      title: 'Counselling Psychologist',
      bio: 'Arjun listens first.',
      languages: ['English'],
      specialities: ['anxiety'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const arjun = ((await created.json()) as { counsellor: AdminCounsellor }).counsellor;
  createdIds.push(arjun._id);
  const setAway = (timeOff: { from: string; to: string }[]) =>
    request.put(`/api/counsellor/availability?counsellorId=${arjun._id}`, {
      headers: bearer(tokens.admin),
      data: { weekly: defaultWeeklyHours(), timeOff },
    });
  expect((await setAway([{ from: DAY, to: DAY }])).status()).toBe(200);

  await signIn(page, tokens.admin);
  await page.goto('/admin/Appointment');
  await page.getByLabel('Counsellor', { exact: true }).selectOption({ label: NAME });
  await expect(page).toHaveURL(new RegExp(`counsellorId=${createdIds[0]}`));
  const row = page.getByRole('row').filter({ hasText: `Anyone will do (${unique})` });
  await expect(row).toContainText(NAME);
  await expect(row).toContainText('pending');

  const arjunName = `${arjun.firstName} ${arjun.lastName}`;
  await row.getByRole('combobox').selectOption({ label: arjunName });
  await expect(page.getByRole('alert')).toHaveText('That counsellor is not free at this hour.');

  expect((await setAway([])).status()).toBe(200);
  await row.getByRole('combobox').selectOption({ label: arjunName });
  await expect(page.getByText('Request moved to the chosen counsellor.')).toBeVisible();
  // The list is Kavya's: the request has left it.
  await expect(row).toHaveCount(0);
  await page.getByLabel('Counsellor', { exact: true }).selectOption({ label: arjunName });
  await expect(page.getByRole('row').filter({ hasText: `Anyone will do (${unique})` })).toContainText(
    arjunName,
  );
});

test('the counsellor accepts the request on the desk and keeps private notes', async ({ page }) => {
  await signIn(page, tokens.counsellor);
  await page.goto('/counsellor');
  const requests = page.getByRole('region', { name: /Requests waiting for you/ });
  const request = requests.getByRole('listitem').filter({ hasText: REASON });
  await expect(request).toContainText(`${formatAppointmentDay(DAY, 'short')}, ${formatSlotRange(SLOT)} IST`);
  await expect(request).toContainText(`with ${chosenClient.firstName}`);
  await request.getByRole('button', { name: /^Accept/ }).click();
  await expect(page.getByText('Appointment accepted.')).toBeVisible();

  const session = page
    .getByRole('region', { name: /Upcoming sessions/ })
    .getByRole('listitem')
    .filter({ hasText: REASON });
  await expect(session).toContainText(`with ${chosenClient.firstName}`);
  await session.getByRole('button', { name: /Private notes/ }).click();
  await session.getByLabel(/^Notes on /).fill('First session: sleep, new manager. Try a worry diary.');
  await session.getByRole('button', { name: 'Save notes' }).click();
  await expect(session.getByText('Notes saved.')).toBeVisible();
  await page.reload();
  const again = page
    .getByRole('region', { name: /Upcoming sessions/ })
    .getByRole('listitem')
    .filter({ hasText: REASON });
  await again.getByRole('button', { name: /Private notes/ }).click();
  await expect(again.getByLabel(/^Notes on /)).toHaveValue(
    'First session: sleep, new manager. Try a worry diary.',
  );

  // Their account menu leads to their own pages, notifications among them.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← My desk' })).toBeVisible();
});

test('every counsellor page meets WCAG 2.2 AA at 1280 and 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  const scan = async (path: string, token: string | null, state?: string, act?: () => Promise<void>) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await page.evaluate(
        (value) => (value ? localStorage.setItem('token', value) : localStorage.clear()),
        token,
      );
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (act) await act();
      await expectAccessible(page, state);
      await expectNoHorizontalOverflow(page);
    }
  };
  await scan('/counsellors?speciality=anxiety', null);
  await scan(`/counsellors/${slug}`, null);
  await scan('/counsellor/welcome?token=not-a-token', null, 'a refused link');
  await scan(`/booknow?counsellor=${slug}`, tokens.any);
  await scan('/counsellor', tokens.counsellor, 'notes open', async () => {
    await page
      .getByRole('button', { name: /Private notes/ })
      .first()
      .click();
  });
  await scan('/counsellor/availability', tokens.counsellor, 'a refused period', async () => {
    await page.getByLabel('From').fill('2099-03-10');
    await page.getByLabel('To (the last day off)').fill('2099-03-01');
    await page.getByRole('button', { name: 'Add time off' }).click();
  });
  await scan('/admin/counsellors', tokens.admin, 'the invitation form with errors', async () => {
    await page.getByRole('button', { name: 'Invite a counsellor' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
  });
  await scan(`/admin/counsellors/${createdIds[0] ?? ''}/hours`, tokens.admin);
  await scan('/admin/Appointment', tokens.admin);
});
