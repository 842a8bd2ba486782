import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Blog } from '@sukoon/contract/blogs';
import { E2E_ADMIN } from './harness/e2e-env.ts';
import { expectPageInLanguage } from './harness/page-language.ts';

// Issue 20: the learning pages (courses, a course, the blog, a post, webinars) read wholly in
// Marathi and in Hindi. The content is the organisation's own words in the reader's language, as an
// Akola team would publish it: a title is the tab's title too, and the language check reads that.

test.describe.configure({ mode: 'serial' });

// Digits only: the titles are Devanagari through and through, as the tab's title is checked too.
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const COURSE = `शांत मन ${unique}`;
const POST = `रोजची छोटी शांतता ${unique}`;
const WEBINAR = `पालकांसाठी संवाद ${unique}`;

let adminToken = '';
let courseId = '';
let postSlug = '';
let webinarId = '';

async function createAsAdmin(request: APIRequestContext, path: string, data: object): Promise<string> {
  const answer = await request.post(path, { headers: { authorization: `Bearer ${adminToken}` }, data });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { _id: string })._id;
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/login', {
    data: { emailorphone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  adminToken = ((await login.json()) as { token: string }).token;
  courseId = await createAsAdmin(request, '/api/courses/write', {
    name: COURSE,
    description: 'रोज थोडा वेळ स्वतःसाठी: श्वास, झोप आणि मनातल्या गोष्टी लिहिणे.',
    image: '/images/blog-default.svg',
    category: 'Couple',
    price: 499,
    author: 'आशा राव',
    content: ['श्वास', 'झोप'],
  });
  await createAsAdmin(request, '/api/blog/write', {
    title: POST,
    content: 'दिवसातून पाच मिनिटे शांत बसा.\n\nश्वासाकडे लक्ष द्या.',
    author: 'आशा राव',
    image: '/images/blog-default.svg',
    category: 'Parenting',
  });
  const posts = (await (await request.get('/api/blog/read')).json()) as Blog[];
  postSlug = posts.find((post) => post.title === POST)?.slug ?? '';
  expect(postSlug).not.toBe('');
  webinarId = await createAsAdmin(request, '/api/postwebinar', {
    title: WEBINAR,
    presenter: 'डॉ. अंजली देसाई',
    description: 'मुलांशी शांतपणे कसे बोलावे.',
    date: '2099-12-31',
    time: '23:59',
    platform: 'meet',
    price: '199',
    meetingLink: 'https://meet.example/abc-defg-hij',
    meetingId: `meet-${unique}`,
    meetingPass: 'quiet-7',
  });
});

test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${adminToken}` };
  if (webinarId) await request.delete(`/api/webinar/delete/${webinarId}`, { headers });
});

/** The course page, the blog, the post and the webinars, each checked in `lang`. */
async function expectLearningPagesIn(page: Page, lang: 'hi' | 'mr') {
  await page.goto(`/courseInfo/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expectPageInLanguage(page, lang);

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 2, name: POST })).toBeVisible();
  await expectPageInLanguage(page, lang);

  await page.goto(`/blog/${postSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: POST })).toBeVisible();
  await expectPageInLanguage(page, lang);

  await page.goto('/Webinar');
  await expect(page.getByRole('heading', { level: 2, name: WEBINAR })).toBeVisible();
  await expectPageInLanguage(page, lang);
}

test.describe('in Marathi, chosen with the header switcher', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('courses, a category, a course, the blog, a post and the webinars read in Marathi', async ({
    page,
  }) => {
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('mr');
    await expect(page.getByRole('heading', { level: 1, name: 'कोर्स' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: COURSE })).toBeVisible();
    await expectPageInLanguage(page, 'mr');

    // The category's label is Marathi; the address keeps the value the API knows.
    await page
      .getByRole('group', { name: 'विषयानुसार कोर्स निवडा' })
      .getByRole('button', { name: 'जोडपी' })
      .click();
    await expect(page).toHaveURL(/[?&]category=Couple\b/);
    await expect(page.getByRole('button', { name: 'जोडपी', pressed: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: COURSE })).toBeVisible();
    await expectPageInLanguage(page, 'mr');

    await expectLearningPagesIn(page, 'mr');
  });
});

test.describe('in Hindi, from the browser language', () => {
  test.use({ locale: 'hi-IN' });

  test('courses, a course, the blog, a post and the webinars read in Hindi', async ({ page }) => {
    await page.goto('/courses?category=Couple');
    await expect(page.getByRole('heading', { level: 1, name: 'कोर्स' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'दंपति', pressed: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: COURSE })).toBeVisible();
    await expectPageInLanguage(page, 'hi');

    await expectLearningPagesIn(page, 'hi');
  });
});
