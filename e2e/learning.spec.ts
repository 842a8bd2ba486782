import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { newPerson, registerVerified } from './harness/accounts.ts';
import { expectAccessible, expectNoHorizontalOverflow } from './harness/axe.ts';
import { payOrder } from './harness/simulated-checkout.ts';

// An enrolled learner completes a two-lesson course, downloads the certificate and opens the page
// where anyone can check it (issue 17, items 1–3).

const unique = `${Date.now()}`;
const COURSE = `Gentle Sleep ${unique}`;
const person = newPerson('learner');

const PLAYER = 'https://www.youtube-nocookie.com';
const SECOND_VIDEO = '9bZkp7q19f0';
/** Answers the page's "listening" with the IFrame API's "ended" state change. */
const FAKE_PLAYER_THAT_ENDS = `<!doctype html><title>player</title><script>
addEventListener('message', (event) => {
  if (JSON.parse(event.data).event === 'listening') {
    parent.postMessage(JSON.stringify({ event: 'onStateChange', info: 0 }), '*');
  }
});
</script>`;

let courseId = '';
let userToken = '';
let adminToken = '';

async function logIn(request: APIRequestContext, emailorphone: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { emailorphone, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** Enrols through the simulated checkout's calls, as the checkout dialog makes them. */
async function buyCourse(request: APIRequestContext, token: string, id: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const order = await request.post('/api/create', { headers, data: { purpose: 'course', courseId: id } });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = (await order.json()) as { orderId: string };
  await payOrder(request, token, orderId);
}

test.beforeAll(async ({ request }) => {
  adminToken = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const created = await request.post('/api/courses/write', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      name: COURSE,
      description: 'Two short lessons for calmer nights.',
      image: '/images/hero-calm.svg',
      category: 'Anxiety',
      price: 799,
      content: 'Wind-down, Breathing',
      lessons: [
        { title: 'Why sleep matters', durationMinutes: 8, youtubeLink: 'https://youtu.be/dQw4w9WgXcQ' },
        {
          title: 'A wind-down routine',
          durationMinutes: 12,
          youtubeLink: `https://youtu.be/${SECOND_VIDEO}`,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  courseId = ((await created.json()) as { _id: string })._id;
  await registerVerified(request, person);
  userToken = await logIn(request, person.email, person.password);
  await buyCourse(request, userToken, courseId);
});

const signIn = (page: Page, token: string) =>
  page.addInitScript((value) => localStorage.setItem('token', value), token);

test('an enrolled learner completes the lessons and checks the certificate', async ({ page }, testInfo) => {
  test.slow(); // every lesson, the certificate page and its PDF, with accessibility scans
  await signIn(page, userToken);
  await page.goto(`/courseInfo/${courseId}`);
  const lessons = page.getByRole('region', { name: 'Lessons' });
  await expect(lessons).toContainText('2 lessons, 20 min');
  await expect(lessons.getByRole('listitem')).toHaveText([
    /Why sleep matters\s*8 min/,
    /A wind-down routine\s*12 min/,
  ]);
  const progress = page.getByRole('progressbar', { name: 'Your progress in this course' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // "Start" plays the first lesson; completing it moves "Continue" to the second.
  await page.getByRole('button', { name: 'Start: Why sleep matters' }).click();
  await expect(page.getByTitle('Lesson video: Why sleep matters')).toBeVisible();
  await page.getByRole('button', { name: 'Mark lesson 1 complete: Why sleep matters' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `course lessons at ${width} px`);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`course-lessons-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The second lesson's player reports that its video ended, as YouTube's IFrame player does when
  // told someone is listening; that marks the lesson complete without a click.
  await page.route(`${PLAYER}/embed/${SECOND_VIDEO}*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: FAKE_PLAYER_THAT_ENDS }),
  );
  await page.getByRole('button', { name: 'Continue: A wind-down routine' }).click();
  await expect(page.getByTitle('Lesson video: A wind-down routine')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('You completed every lesson. Well done.')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download certificate' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^certificate-[A-Z2-7]{26}\.pdf$/);
  const pdf = fs.readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain(`completed ${COURSE}`);

  await page.getByRole('link', { name: 'View certificate' }).click();
  await expect(page).toHaveURL(/\/certificates\/[A-Z2-7]{26}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${person.firstName} ${person.lastName}`);
  await expect(page.getByText(COURSE)).toBeVisible();
  await expect(page.getByText('This certificate is genuine.')).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `certificate at ${width} px`);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`certificate-${width}.png`), fullPage: true });
  }

  // The dashboard's course card shows the same progress.
  await page.goto('/UserCourses');
  await expect(page.getByRole('progressbar', { name: `Your progress in ${COURSE}` })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
});

test('an unknown certificate code gets a calm message', async ({ page }) => {
  await page.goto('/certificates/NOTAREALCODE234567ABCDEFGH');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this certificate');
});

test('an admin adds, reorders and removes lessons in the course form, by keyboard', async ({
  page,
  request,
}) => {
  const name = `Lessons to arrange ${unique}`;
  const created = await request.post('/api/courses/write', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      name,
      description: 'A course whose lessons move.',
      image: '/images/hero-calm.svg',
      category: 'Anxiety',
      price: 0,
      content: 'Order',
      lessons: [
        { title: 'Second, at first', durationMinutes: 5 },
        { title: 'First, at first', durationMinutes: 6 },
        { title: 'Not needed', durationMinutes: 7 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { _id: string })._id;

  await signIn(page, adminToken);
  await page.goto('/admin/courses');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit course' });
  await expect(form.getByLabel('Lesson 1 title')).toHaveValue('Second, at first');

  await form.getByRole('button', { name: 'Move lesson 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Lesson 1 title')).toHaveValue('First, at first');
  await form.getByRole('button', { name: 'Remove lesson 3' }).focus();
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Add lesson' }).click();
  await form.getByLabel('Lesson 3 title').fill('Added last');
  await form.getByLabel('Minutes').nth(2).fill('9');
  await form.getByLabel('Lesson 2 title').fill('Second, renamed');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();

  await page.goto(`/courseInfo/${id}`);
  await expect(page.getByRole('region', { name: 'Lessons' }).getByRole('listitem')).toHaveText([
    /First, at first\s*6 min/,
    /Second, renamed\s*5 min/,
    /Added last\s*9 min/,
  ]);
});
