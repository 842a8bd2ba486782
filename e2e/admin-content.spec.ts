import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from './harness/e2e-env.ts';

// The admin adds, edits and deletes one course, one blog and one webinar, and the public pages follow.

test.beforeEach(async ({ page, request }) => {
  const login = await request.post('/api/login', {
    data: { emailorphone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
});

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The admin list's row for `title`. */
const row = (page: Page, title: string): Locator =>
  page.locator('main li').filter({ has: page.getByText(title, { exact: true }) });

async function confirmDelete(page: Page, title: string, dialogName: string): Promise<void> {
  await row(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  const confirm = dialog(page, dialogName);
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: dialogName }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, title)).toHaveCount(0);
}

test('the admin landing links to every content area', async ({ page }) => {
  await page.goto('/adminpanel');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [name, path] of [
    ['Manage Courses', '/admin/courses'],
    ['Manage Blogs', '/admin/blogs'],
    ['Manage Webinar', '/admin/webinar'],
  ] as const) {
    await expect(main.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', path);
  }
});

test('a course is added, edited and deleted, and the course pages follow', async ({ page }) => {
  test.slow(); // three admin dialogs and the public pages after each change
  const name = `Sleep Better, Feel Better ${unique()}`;
  const renamed = `${name} (2nd edition)`;
  await page.goto('/admin/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Courses' })).toBeVisible();

  await page.getByRole('button', { name: 'Add course' }).click();
  const form = dialog(page, 'Add course');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Short description (optional)').fill('Small habits for restful nights.');
  await form
    .getByLabel('Description', { exact: true })
    .fill('A gentle course about sleep, worry and the evening routine.');
  await form.getByLabel('Image link').fill('not a link');
  await form.getByLabel('Category').fill('anxiety');
  await form.getByLabel('Price (₹, 0 for free)').fill('0');
  await form.getByLabel('Author').fill('Dr. Meera Iyer');
  await expect(form.getByLabel('Topics covered (comma-separated)')).toHaveAttribute('rows', '5');
  await form
    .getByLabel('Topics covered (comma-separated)')
    .fill(' Why sleep slips ,Wind-down routine,, Worry time ');
  await form.getByLabel('YouTube video link (optional)').fill('https://www.youtube.com/watch?v=Qm3kT8vLp2A');
  await form.getByRole('button', { name: 'Add course' }).click();
  // The contract's check refuses the link before the round trip, beside its field.
  await expect(form.getByRole('alert')).toHaveText('Please correct the marked fields.');
  await expect(form.getByLabel('Image link')).toHaveAccessibleDescription(/images/);
  await form.getByLabel('Image link').fill('/images/blog-default.svg');
  await form.getByRole('button', { name: 'Add course' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, name)).toContainText('Depression');
  await expect(row(page, name)).toContainText('Free');

  await page.goto('/courses');
  await page.getByRole('button', { name: 'Depression', exact: true }).click();
  await page.getByRole('link', { name: `View course: ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Topics Covered' }).getByRole('listitem')).toHaveText([
    'Why sleep slips',
    'Wind-down routine',
    'Worry time',
  ]);
  await expect(page.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/Qm3kT8vLp2A/);

  await page.goto('/admin/courses');
  await row(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = dialog(page, 'Edit course');
  await expect(edit.getByLabel('Topics covered (comma-separated)')).toHaveValue(
    'Why sleep slips, Wind-down routine, Worry time',
  );
  await edit.getByLabel('Name', { exact: true }).fill(renamed);
  await edit.getByLabel('Price (₹, 0 for free)').fill('799');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, renamed)).toContainText('₹799');

  await page.goto('/courses');
  await page.getByRole('link', { name: `View course: ${renamed}` }).click();
  await expect(page.getByRole('button', { name: 'Enroll Course' })).toBeEnabled();
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.goto('/admin/courses');
  await confirmDelete(page, renamed, 'Delete course');
  await page.goto('/courses');
  await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
});

test('a blog is added, edited and deleted, with the delete message shown for 3 seconds', async ({ page }) => {
  const title = `Five Minutes of Quiet ${unique()}`;
  const retitled = `${title}, Every Day`;
  await page.goto('/admin/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeVisible();

  await page.getByRole('button', { name: 'Add blog' }).click();
  const form = dialog(page, 'Add blog');
  await expect(form.getByLabel('Category')).toHaveValue('');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Content').fill('Sit down.\n\nBreathe slowly. <script>alert(1)</script>');
  await form.getByLabel('Author').fill('Asha Rao');
  await form.getByLabel('Category').selectOption({ label: 'Anxiety & Depression' });
  await form.getByLabel('Image link').fill('/images/blog-default.svg');
  await form.getByRole('button', { name: 'Add blog' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, title)).toContainText('Depression');

  await page.goto('/blog');
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card).toContainText('By Asha Rao');
  await card.getByRole('button', { name: 'Read more' }).click();
  await expect(card.getByText('Breathe slowly. <script>alert(1)</script>')).toBeVisible();

  await page.goto('/admin/blogs');
  await row(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const edit = dialog(page, 'Edit blog');
  await edit.getByLabel('Title').fill(retitled);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, retitled)).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: retitled })).toBeVisible();

  await page.goto('/admin/blogs');
  await confirmDelete(page, retitled, 'Delete blog');
  const notice = page.getByRole('status').filter({ hasText: 'Blog deleted successfully' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 5000 });
  await page.goto('/blog');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: retitled })).toHaveCount(0);
});

test('a webinar is added, edited and deleted, and the webinar list follows', async ({ page }) => {
  const title = `Calm Evenings Live ${unique()}`;
  await page.goto('/admin/webinar');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Webinars' })).toBeVisible();

  await page.getByRole('button', { name: 'Add webinar' }).click();
  const form = dialog(page, 'Add webinar');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Presenter').fill('Dr. Kavya Menon');
  await form
    .getByLabel('Description', { exact: true })
    .fill('An hour of practical calm, with time for questions.');
  await form.getByLabel('Date (IST)').fill('2099-12-30');
  await form.getByLabel('Time (IST)').fill('19:15');
  await form.getByLabel('Meeting link').fill('https://meet.example/abc-defg-hij');
  await form.getByLabel('Meeting ID').fill('abc-defg-hij');
  await form.getByLabel('Meeting password').fill('quiet');
  await form.getByLabel('Platform').selectOption({ label: 'Google meet' });
  await form.getByLabel('Price (₹, 0 for free)').fill('0');
  await form.getByRole('button', { name: 'Add webinar' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, title)).toContainText('Free');

  const publicCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await page.goto('/Webinar');
  await expect(publicCard).toContainText('Upcoming');
  await expect(publicCard).toContainText('7:15 pm IST');
  await expect(publicCard.getByRole('img', { name: 'Google Meet' })).toBeVisible();
  await expect(publicCard.getByRole('button', { name: 'Enroll Free' })).toBeEnabled();

  await page.goto('/admin/webinar');
  await row(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const edit = dialog(page, 'Edit webinar');
  await expect(edit.getByLabel('Meeting password')).toHaveValue('quiet');
  await edit.getByLabel('Price (₹, 0 for free)').fill('350');
  await edit.getByLabel('Platform').selectOption({ label: 'zoom' });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, title)).toContainText('₹350');

  await page.goto('/Webinar');
  await expect(publicCard.getByRole('button', { name: 'Pay ₹350 to Enroll' })).toBeEnabled();
  await expect(publicCard.getByRole('img', { name: 'Zoom' })).toBeVisible();

  await page.goto('/admin/webinar');
  await confirmDelete(page, title, 'Delete webinar');
  await page.goto('/Webinar');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(publicCard).toHaveCount(0);
});
