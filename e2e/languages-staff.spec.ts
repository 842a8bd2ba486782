import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminCounsellor } from '@sukoon/contract/counsellors';
import { BOOKING_WINDOW_DAYS, addCalendarDays, readIstClock } from '@sukoon/contract/slots';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { newPerson, registerVerified } from './harness/accounts.ts';
import { mailsTo, waitForMail } from './harness/mailbox.ts';
import { expectNoHorizontalOverflow } from './harness/axe.ts';
import { expectPageInLanguage } from './harness/page-language.ts';

// Issue 20: the pages counsellors and admins use read wholly in Hindi and Marathi. A counsellor
// invited by the admin has a client's request waiting on the desk; the client has bought a course,
// so the admin's enrolments list has a row. The admin reads the home, the enrolments, the
// counsellors with the invitation form, the webinar, course and blog forms, feedback, reports and
// audit trail (the
// appointments list waits for its paging controls, which another change is rewriting). Names and reasons are the people's own words
// (data-user-content), so the journey skips them. Runs in the counsellors' project
// (playwright.config.ts): while our counsellor is active, "any counsellor" bookings may reach them.

test.describe.configure({ mode: 'serial' });

const unique = `${Date.now()}`;
const counsellorPerson = newPerson('staff-lang-counsellor');
const client = newPerson('staff-lang-client');
// Five days ahead at 5 PM: no other journey's hour, and every hour of it is ahead.
const DAY = addCalendarDays(readIstClock(new Date()).today, BOOKING_WINDOW_DAYS - 2);
const SLOT = 17;
const REASON = `Sleep has been hard since the exams (${unique})`;
const COURSE = `Calmer exams ${unique}`;
const tokens = { admin: '', counsellor: '' };
let counsellorId = '';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function logIn(request: APIRequestContext, emailorphone: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { emailorphone, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

async function post(request: APIRequestContext, token: string, path: string, data: object) {
  const answer = await request.post(path, { headers: bearer(token), data });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Record<string, string>;
}

/** The invitation's token, with the mail's quoted-printable line breaks undone. */
function inviteTokenIn(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const link = /https?:\/\/[^\s"<>]+\/counsellor\/welcome\?token=[\w%.-]+/.exec(text)?.[0];
  if (!link) throw new Error('no welcome link in the invitation');
  return new URL(link).searchParams.get('token') ?? '';
}

const signIn = (page: Page, token: string) =>
  page.addInitScript((value) => localStorage.setItem('token', value), token);

/** How a returning visitor arrives in a language: their choice kept in local storage. */
const rememberLanguage = (page: Page, lang: 'hi' | 'mr') =>
  page.addInitScript((value) => localStorage.setItem('sukoon-language', value), lang);

test.beforeAll(async ({ request }) => {
  tokens.admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const mailsBefore = mailsTo(counsellorPerson.email).length;
  const created = await request.post('/api/admin/counsellors', {
    headers: bearer(tokens.admin),
    data: {
      email: counsellorPerson.email,
      firstName: 'Sneha',
      lastName: `Kulkarni ${unique.slice(-5)}`,
      title: 'Counselling Psychologist',
      bio: 'Sneha helps students with stress and sleep.',
      languages: ['Marathi', 'Hindi'],
      specialities: ['anxiety'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  counsellorId = ((await created.json()) as { counsellor: AdminCounsellor }).counsellor._id;
  const token = inviteTokenIn(await waitForMail(counsellorPerson.email, mailsBefore));
  const accepted = await request.post('/api/counsellor/accept-invite', {
    data: { token, password: counsellorPerson.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  tokens.counsellor = await logIn(request, counsellorPerson.email, counsellorPerson.password);

  // A client pays for an hour with this counsellor: a request waits on the desk.
  await registerVerified(request, client);
  const clientToken = await logIn(request, client.email, client.password);
  const order = await post(request, clientToken, '/api/create', {
    purpose: 'appointment',
    counsellingConsent: true,
    counsellorId,
    date: DAY,
    slot: SLOT,
    reason: REASON,
  });
  const proof = await post(request, clientToken, '/api/payments/simulate', {
    orderId: order.orderId,
    outcome: 'success',
  });
  await post(request, clientToken, '/api/verify-payment', proof);

  // The client buys a course: a row in the admin's enrolments.
  const course = await request.post('/api/courses/write', {
    headers: bearer(tokens.admin),
    data: {
      name: COURSE,
      description: 'A short course.',
      image: '/images/blog-default.svg',
      category: 'Anxiety',
      price: 499,
      author: 'Asha Rao',
      content: ['One topic'],
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseOrder = await post(request, clientToken, '/api/create', {
    purpose: 'course',
    courseId: ((await course.json()) as { _id: string })._id,
  });
  const courseProof = await post(request, clientToken, '/api/payments/simulate', {
    orderId: courseOrder.orderId,
    outcome: 'success',
  });
  await post(request, clientToken, '/api/verify-payment', courseProof);
});

test.afterAll(async ({ request }) => {
  // Leave the server as the other journeys found it: our counsellor takes no bookings.
  if (counsellorId) {
    await request.post(`/api/admin/counsellors/${counsellorId}/deactivate`, {
      headers: bearer(tokens.admin),
    });
  }
});

test('the counsellor chooses Hindi on the desk, and the desk and hours read in Hindi', async ({ page }) => {
  await signIn(page, tokens.counsellor);
  await page.goto('/counsellor');
  await expect(page.getByRole('heading', { level: 1, name: 'My desk' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('hi');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी डेस्क' })).toBeVisible();
  const request = page
    .getByRole('region', { name: /आपके जवाब का इंतज़ार करती रिक्वेस्ट/ })
    .getByRole('listitem')
    .filter({ hasText: REASON });
  await expect(request.getByRole('button', { name: /^स्वीकार करें \(/ })).toBeVisible();
  await expectPageInLanguage(page, 'hi');

  await page.getByRole('link', { name: 'मेरे घंटे और छुट्टियाँ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे घंटे और छुट्टियाँ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'मेरे घंटे सेव करें' })).toBeVisible();
  await expectPageInLanguage(page, 'hi');
});

test('the desk and hours read in Marathi', async ({ page }) => {
  await signIn(page, tokens.counsellor);
  await rememberLanguage(page, 'mr');
  await page.goto('/counsellor');
  await expect(page.getByRole('heading', { level: 1, name: 'माझा डेस्क' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: REASON })).toContainText('स्वीकारा');
  await expectPageInLanguage(page, 'mr');
  await page.goto('/counsellor/availability');
  await expect(page.getByRole('heading', { level: 1, name: 'माझे तास आणि सुट्ट्या' })).toBeVisible();
  await expectPageInLanguage(page, 'mr');
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoHorizontalOverflow(page);
});

test('the admin chooses Hindi in the admin bar, and the admin pages read in Hindi', async ({ page }) => {
  await signIn(page, tokens.admin);
  await page.goto('/adminpanel');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.getByRole('heading', { level: 1, name: 'फिर से स्वागत है' })).toBeVisible();
  await expectPageInLanguage(page, 'hi');

  await page.goto('/admin/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'सेशन पर राय' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectPageInLanguage(page, 'hi');

  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'रिपोर्ट' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^आमदनी, / })).toBeVisible();
  await expectPageInLanguage(page, 'hi');
});

test('the admin pages read in Marathi, and the longer words fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, tokens.admin);
  await rememberLanguage(page, 'mr');
  for (const [path, heading] of [
    ['/adminpanel', 'पुन्हा स्वागत आहे'],
    ['/admin/feedback', 'सत्रांवरील अभिप्राय'],
    ['/admin/audit', 'ऑडिट नोंद'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectPageInLanguage(page, 'mr');
    await expectNoHorizontalOverflow(page);
  }
});

/** What the admin reads in each language on the enrolments, counsellors and webinars screens. */
const ADMIN_WORDS = {
  hi: {
    enrolments: 'नामांकन',
    search: 'कोर्स, विद्यार्थी के नाम या ई-मेल से खोजें',
    pager: 'नामांकन के पेज',
    counsellors: 'काउंसलर',
    invite: 'काउंसलर को आमंत्रित करें',
    editors: [
      ['/admin/webinar', 'वेबिनार सँभालें', 'वेबिनार जोड़ें'],
      ['/admin/courses', 'कोर्स सँभालें', 'कोर्स जोड़ें'],
      ['/admin/blogs', 'ब्लॉग सँभालें', 'ब्लॉग जोड़ें'],
    ],
  },
  mr: {
    enrolments: 'नोंदणी',
    search: 'कोर्स, विद्यार्थ्याचे नाव किंवा ई-मेलने शोधा',
    pager: 'नोंदण्या: पाने',
    counsellors: 'समुपदेशक',
    invite: 'समुपदेशकाला आमंत्रित करा',
    editors: [
      ['/admin/webinar', 'वेबिनार सांभाळा', 'वेबिनार जोडा'],
      ['/admin/courses', 'कोर्स सांभाळा', 'कोर्स जोडा'],
      ['/admin/blogs', 'ब्लॉग सांभाळा', 'ब्लॉग जोडा'],
    ],
  },
} as const;

/** The enrolments list, the counsellors with the invitation form, and the webinar, course and blog forms. */
async function expectAdminScreensIn(page: Page, lang: 'hi' | 'mr') {
  const words = ADMIN_WORDS[lang];
  await page.goto('/admin-home');
  await expect(page.getByRole('heading', { level: 1, name: words.enrolments })).toBeVisible();
  await page.getByLabel(words.search).fill(client.email);
  await expect(page.getByText(COURSE).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: words.pager })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectPageInLanguage(page, lang);
  await expectNoHorizontalOverflow(page);

  await page.goto('/admin/counsellors');
  await expect(page.getByRole('heading', { level: 1, name: words.counsellors })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Sneha Kulkarni ${unique.slice(-5)}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectPageInLanguage(page, lang);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: words.invite }).click();
  await expect(page.getByRole('dialog', { name: words.invite })).toBeVisible();
  await expectPageInLanguage(page, lang);

  for (const [path, heading, add] of words.editors) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectPageInLanguage(page, lang);
    await page.getByRole('button', { name: add }).click();
    await expect(page.getByRole('dialog', { name: add })).toBeVisible();
    await expectPageInLanguage(page, lang);
  }
}

test("the admin's enrolments, counsellors and content forms read in Hindi", async ({ page }) => {
  await signIn(page, tokens.admin);
  await rememberLanguage(page, 'hi');
  await expectAdminScreensIn(page, 'hi');
});

test("the admin's enrolments, counsellors and content forms read in Marathi on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, tokens.admin);
  await rememberLanguage(page, 'mr');
  await expectAdminScreensIn(page, 'mr');
});
