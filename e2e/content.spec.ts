import { expect, test, type Page } from '@playwright/test';
import type { Blog } from '@sukoon/contract/blogs';
import type { Course } from '@sukoon/contract/courses';
import { formatIstDate } from '@sukoon/contract/ist';
import type { Page as ListPage } from '@sukoon/contract/paging';
import type { PublicWebinar } from '@sukoon/contract/webinars';
import { newPerson, registerVerified } from './harness/accounts.ts';
import { E2E_ADMIN } from './harness/e2e-env.ts';

// The public content pages against the seeded demo content; where a journey needs an exact shape
// (a missing author, an expired webinar) it answers the list call itself.

const cardHeadings = (page: Page) => page.locator('main').getByRole('heading', { level: 2 });

/** Lets the real answer through and keeps a copy, so the page is compared with what it was given. */
async function capture<T>(
  page: Page,
  path: string,
  hold?: Promise<void>,
): Promise<{ body: T | null; calls: number }> {
  const seen: { body: T | null; calls: number } = { body: null, calls: 0 };
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      seen.calls += 1;
      const response = await route.fetch();
      seen.body = (await response.json()) as T;
      await hold;
      await route.fulfill({ response });
    },
  );
  return seen;
}

/** Lists are read a page at a time (`?page&limit`): a page holding every item given. */
const onePage = (items: unknown[], total = items.length, limit = 12) => ({ items, total, page: 1, limit });

async function answerWith(page: Page, path: string, body: unknown, status = 200): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

function course(overrides: Partial<Course>): Course {
  return {
    _id: 'c-1',
    name: 'A course',
    title: '',
    shortdescription: '',
    description: 'About the course',
    image: '/images/blog-default.svg',
    category: 'Career',
    price: 0,
    author: 'Asha Rao',
    date: '2024-06-01T10:00:00.000Z',
    content: ['One topic'],
    youtubeLink: '',
    lessons: [],
    ...overrides,
  };
}

function webinar(overrides: Partial<PublicWebinar>): PublicWebinar {
  return {
    _id: 'w-1',
    title: 'A webinar',
    presenter: 'Dr. Kavya Menon',
    description: 'A live session.',
    date: '2099-01-01',
    time: '18:30',
    platform: 'meet',
    price: '0',
    startsAt: '2099-01-01T13:00:00.000Z',
    ...overrides,
  };
}

test.describe('courses', () => {
  test('the list loads, filters by category with the choice in the address, and links to each course', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The server filters (issue 21): each category's answer is kept, to compare the cards with.
    const answers = new Map<string, ListPage<Course>>();
    await page.route(
      (url) => url.pathname === '/api/courses/read',
      async (route) => {
        const response = await route.fetch();
        const category = new URL(route.request().url()).searchParams.get('category') ?? 'All';
        answers.set(category, (await response.json()) as ListPage<Course>);
        await held;
        await route.fulfill({ response });
      },
    );

    await page.goto('/courses');
    await expect(page.getByText("We're here to help... Loading")).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expect(page).toHaveTitle(/Courses/);
    await expect(cardHeadings(page).first()).toBeVisible();
    await expect(page.getByText("We're here to help... Loading")).toBeHidden();
    const courses = answers.get('All')?.items ?? [];
    expect(courses.length).toBeGreaterThan(5);
    await expect(cardHeadings(page)).toHaveText(courses.map((item) => item.name));
    const all = page.getByRole('button', { name: 'All', exact: true });
    await expect(all).toHaveAttribute('aria-pressed', 'true');

    for (const category of ['Couple', 'Parenting', 'Depression', 'Sexual', 'Career']) {
      const button = page.getByRole('button', { name: category, exact: true });
      await button.click();
      await expect(page).toHaveURL(`/courses?category=${category}`);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(all).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(() => answers.has(category)).toBe(true);
      const shown = answers.get(category)?.items ?? [];
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((item) => item.category === category)).toBe(true);
      await expect(cardHeadings(page)).toHaveText(shown.map((item) => item.name));
    }
    await all.click();
    await expect(page).toHaveURL('/courses');
    await expect(cardHeadings(page)).toHaveCount(courses.length);
    // The address keeps the choice: opened again, the page shows that category.
    await page.goto('/courses?category=Parenting');
    await expect(page.getByRole('button', { name: 'Parenting', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/courses');
    const long = courses.find((item) => item.description.length > 100);
    if (!long) throw new Error('the demo content has no long course description');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: long.name, exact: true }) });
    await expect(card).toContainText(`${long.description.slice(0, 100)}...`);
    await expect(card).not.toContainText(long.description.slice(100));
    await card.getByRole('link', { name: `View course: ${long.name}` }).click();
    await expect(page).toHaveURL(`/courseInfo/${long._id}`);
    await expect(page.getByRole('heading', { level: 1, name: long.name })).toBeVisible();
  });

  test("descriptions are cut at exactly 100 characters, with '...' only when longer", async ({ page }) => {
    const hundred = 'x'.repeat(99) + 'y';
    await answerWith(
      page,
      '/api/courses/read',
      onePage([
        course({ _id: 'c-1', name: 'Exactly one hundred', description: hundred }),
        course({ _id: 'c-2', name: 'One more than a hundred', description: `${hundred}z` }),
      ]),
    );
    await page.goto('/courses');
    const card = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card('Exactly one hundred').getByText(hundred, { exact: true })).toBeVisible();
    await expect(card('One more than a hundred').getByText(`${hundred}...`, { exact: true })).toBeVisible();
  });

  test('cards show the price or Free; the course page shows no stars nobody gave', async ({ page }) => {
    await answerWith(
      page,
      '/api/courses/read',
      onePage([
        course({ _id: 'c-paid', name: 'A paid course', price: 1499 }),
        course({ _id: 'c-free', name: 'A free course', price: 0 }),
      ]),
    );
    await page.goto('/courses');
    const card = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card('A paid course')).toContainText('Price: ₹1,499');
    await expect(card('A free course')).toContainText('Price: Free');

    // Another journey on this server may have rated a course meanwhile: take one nobody rated.
    const courses = (await (await page.request.get('/api/courses/read')).json()) as Course[];
    let any: Course | undefined;
    for (const candidate of courses) {
      const ratings = await page.request.get(`/api/courses/${candidate._id}/ratings`);
      if (((await ratings.json()) as { count: number }).count === 0) {
        any = candidate;
        break;
      }
    }
    if (!any) throw new Error('every course of the demo content has been rated');
    await page.goto(`/courseInfo/${any._id}`);
    await expect(page.getByRole('heading', { level: 1, name: any.name })).toBeVisible();
    await expect(page.locator('main .lucide-star')).toHaveCount(0);
  });

  test('an empty list and a failed list both say so', async ({ page }) => {
    await answerWith(page, '/api/courses/read', onePage([]));
    await page.goto('/courses');
    await expect(page.getByText('No courses have been published yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Career', exact: true }).click();
    await expect(page.getByText('No Career courses yet.')).toBeVisible();

    await page.unrouteAll();
    await answerWith(page, '/api/courses/read', { message: 'Something went wrong' }, 500);
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('We could not load the courses');
  });

  test('a free course plays its video; a paid one shows its picture and asks to enrol', async ({
    page,
    request,
  }) => {
    const courses = (await (await request.get('/api/courses/read')).json()) as Course[];
    const free = courses.find((item) => item.price === 0 && item.youtubeLink !== '');
    const paid = courses.find((item) => item.price > 0);
    if (!free || !paid) throw new Error('the demo content needs a free course with a video and a paid one');

    await page.goto(`/courseInfo/${free._id}`);
    await expect(page.getByRole('heading', { level: 1, name: free.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(free.name));
    const video = page.locator('iframe');
    await expect(video).toHaveAttribute('title', `Course video: ${free.name}`);
    await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    await expect(page.getByRole('button', { name: 'Free Course' })).toBeDisabled();
    await expect(page.getByRole('definition').filter({ hasText: /^Free$/ })).toBeVisible();
    const postedDay = formatIstDate(free.date);
    expect(postedDay).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await expect(page.getByRole('definition').filter({ hasText: postedDay })).toHaveText(postedDay);
    const topics = page.getByRole('region', { name: 'Topics Covered' }).getByRole('listitem');
    await expect(topics).toHaveText(free.content);

    await page.goto(`/courseInfo/${paid._id}`);
    await expect(page.getByRole('heading', { level: 1, name: paid.name })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('img', { name: `Cover of the course ${paid.name}` })).toBeVisible();
    await expect(
      page.getByRole('definition').filter({ hasText: `₹${paid.price.toLocaleString('en-IN')}` }),
    ).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: paid.author || 'Unknown' })).toBeVisible();
    await page.getByRole('button', { name: 'Enroll Course' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2FcourseInfo%2F/);
  });

  test('an unknown course says it could not be found and leads back to the list', async ({ page }) => {
    await page.goto('/courseInfo/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'This course could not be found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to all courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});

test.describe('blog', () => {
  test('the seeded posts show newest first with their author', async ({ page }) => {
    const seen = await capture<ListPage<Blog>>(page, '/api/blog/read');
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    const blogs = seen.body?.items ?? [];
    expect(blogs.length).toBeGreaterThan(0);
    const newestFirst = [...blogs].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    await expect(cardHeadings(page)).toHaveText(newestFirst.map((blog) => blog.title));
    const first = page.getByRole('article').first();
    await expect(first).toContainText(`By ${newestFirst[0]?.author}`);
  });

  test('missing picture, category and author fall back; text stays text', async ({ page }) => {
    const blog = (overrides: Partial<Blog>): Blog => ({
      _id: 'b-1',
      slug: 'a-post',
      title: 'A post',
      content: 'Some words.',
      author: 'Asha Rao',
      image: '/images/blog-default.svg',
      category: 'Parenting',
      shortDescription: '',
      date: '2024-03-01T06:30:00.000Z',
      ...overrides,
    });
    await answerWith(
      page,
      '/api/blog/read',
      onePage([
        blog({ _id: 'b-old', title: 'Oldest post', date: '2023-01-05T06:30:00.000Z' }),
        blog({
          _id: 'b-new',
          title: 'Newest post',
          date: '2024-11-20T06:30:00.000Z',
          image: '',
          category: '',
          author: '',
          content: 'First paragraph <b>not bold</b>.\n\nSecond paragraph.',
        }),
        blog({ _id: 'b-mid', title: 'Middle post', date: '2024-02-10T06:30:00.000Z' }),
      ]),
    );
    await page.goto('/blog');
    await expect(cardHeadings(page)).toHaveText(['Newest post', 'Middle post', 'Oldest post']);
    const newest = page.getByRole('article').first();
    await expect(newest.getByText('Uncategorized')).toBeVisible();
    await expect(newest.getByText('By Unknown Author')).toBeVisible();
    await expect(newest.locator('img')).toHaveAttribute('src', '/images/blog-default.svg');
    await expect(newest.getByText('First paragraph <b>not bold</b>.')).toBeVisible();
    await expect(newest.locator('b')).toHaveCount(0);
    await expect(newest.getByText('20 Nov 2024', { exact: true })).toBeVisible();

    const readMore = newest.getByRole('button', { name: 'Read more' });
    await expect(readMore).toHaveAttribute('aria-expanded', 'false');
    await readMore.click();
    await expect(newest.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(newest.getByText('Second paragraph.')).toBeVisible();
  });
});

test.describe('webinars', () => {
  const list = [
    webinar({ _id: 'w-past-free', title: 'Past free', date: '2021-05-01', time: '10:00', price: '0' }),
    webinar({ _id: 'w-up-paid', title: 'Upcoming paid', date: '2099-03-01', price: '499', platform: 'zoom' }),
    webinar({ _id: 'w-oldest', title: 'Oldest of all', date: '2019-01-01', price: '0' }),
    webinar({ _id: 'w-up-free', title: 'Upcoming free', date: '2099-02-01', price: '0' }),
    webinar({ _id: 'w-past-paid', title: 'Past paid', date: '2022-05-01', price: '250' }),
    webinar({ _id: 'w-recent', title: 'Spring talk', date: '2023-05-01', price: '0' }),
  ];

  test('the five most recent show newest first, with status and the right button', async ({ page }) => {
    // The API picks the five latest of six (its order checked by its own tests); the page asks for
    // five and shows them latest first, whatever order they come in, with a link to the sixth.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/getwebinar') asked.push(new URL(request.url()).search);
    });
    const latestFive = list.filter((item) => item._id !== 'w-oldest');
    await answerWith(page, '/api/getwebinar', onePage(latestFive, list.length, 5));
    await page.goto('/Webinar');
    await expect(cardHeadings(page)).toHaveText([
      'Upcoming paid',
      'Upcoming free',
      'Spring talk',
      'Past paid',
      'Past free',
    ]);
    const card = (title: string) =>
      page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

    await expect(card('Upcoming paid')).toContainText('Upcoming');
    await expect(card('Upcoming paid').getByRole('button', { name: 'Pay ₹499 to Enroll' })).toBeEnabled();
    await expect(card('Upcoming paid').getByRole('img', { name: 'Zoom' })).toBeVisible();
    await expect(card('Upcoming paid')).toContainText('Dr. Kavya Menon');
    await expect(card('Upcoming paid')).toContainText('6:30 pm IST');
    await expect(card('Upcoming paid')).toContainText('Sun, 1 Mar 2099');
    await expect(card('Upcoming free').getByRole('button', { name: 'Enroll Free' })).toBeEnabled();
    await expect(card('Upcoming free').getByRole('img', { name: 'Google Meet' })).toBeVisible();
    for (const title of ['Past paid', 'Past free']) {
      await expect(card(title)).toContainText('Expired');
      await expect(card(title).getByRole('button', { name: 'Expired' })).toBeDisabled();
      await expect(card(title).getByRole('button', { name: /Enroll/ })).toHaveCount(0);
    }

    expect(asked).toEqual(['?limit=5&page=1']);
    await expect(
      page.getByRole('navigation', { name: 'Webinar pages' }).getByRole('link', { name: 'Next' }),
    ).toHaveAttribute('href', '/Webinar?page=2');

    await card('Upcoming free').getByRole('button', { name: 'Enroll Free' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2FWebinar$/i);
  });

  for (const width of [1280, 390]) {
    test(`the platform shows as a small mark and its whole name at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await answerWith(
        page,
        '/api/getwebinar',
        onePage([
          webinar({ _id: 'w-meet', title: 'On Meet', platform: 'meet' }),
          webinar({ _id: 'w-zoom', title: 'On Zoom', platform: 'zoom' }),
        ]),
      );
      await page.goto('/Webinar');
      for (const [title, name] of [
        ['On Meet', 'Google Meet'],
        ['On Zoom', 'Zoom'],
      ] as const) {
        const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
        const mark = await card.getByRole('img', { name }).boundingBox();
        expect(mark?.height).toBeLessThanOrEqual(48);
        // The name is text on the page, whole, inside the card: nothing crops it.
        const label = card.getByText(name, { exact: true });
        await expect(label).toBeVisible();
        const [box, cardBox] = [await label.boundingBox(), await card.boundingBox()];
        if (!box || !cardBox) throw new Error('no layout');
        expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
        expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
        expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
      }
    });
  }

  test('a webinar starting in two minutes (IST) is upcoming; one two minutes ago has expired', async ({
    page,
  }) => {
    const ist = (offsetMs: number) => {
      const [date, time] = new Date(Date.now() + offsetMs + 5.5 * 3_600_000).toISOString().split('T');
      return { date: date ?? '', time: (time ?? '').slice(0, 5) };
    };
    await answerWith(
      page,
      '/api/getwebinar',
      onePage([
        webinar({ _id: 'w-soon', title: 'Starts in two minutes', ...ist(2 * 60_000) }),
        webinar({ _id: 'w-gone', title: 'Started two minutes ago', ...ist(-2 * 60_000) }),
      ]),
    );
    await page.goto('/Webinar');
    const articles = page.getByRole('article');
    await expect(articles.nth(0)).toContainText('Starts in two minutes');
    await expect(articles.nth(0).getByRole('button', { name: 'Enroll Free' })).toBeEnabled();
    await expect(articles.nth(1).getByRole('button', { name: 'Expired' })).toBeDisabled();
  });

  test('a failed list says so', async ({ page }) => {
    await answerWith(page, '/api/getwebinar', { message: 'Something went wrong' }, 500);
    await page.goto('/Webinar');
    await expect(page.getByText('Error fetching webinars.')).toBeVisible();
  });

  test('the seeded list shows at most five, newest first', async ({ page }) => {
    const seen = await capture<ListPage<PublicWebinar>>(page, '/api/getwebinar');
    await page.goto('/Webinar');
    await expect(page.getByRole('article').first()).toBeVisible();
    const webinars = seen.body?.items ?? [];
    expect(webinars.length).toBeGreaterThan(1);
    expect(webinars.length).toBeLessThanOrEqual(5);
    expect(seen.body?.limit).toBe(5);
    const expected = [...webinars]
      .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))
      .map((item) => item.title);
    await expect(cardHeadings(page)).toHaveText(expected);
    await expect(
      page.getByRole('button', { name: /^(Pay ₹\d+ to Enroll|Enroll Free|Expired)$/ }),
    ).toHaveCount(expected.length);
  });

  test('a signed-in member sees a free webinar’s meeting details and is asked to pay for a paid one', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/login', {
      data: { emailorphone: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    const { token: adminToken } = (await login.json()) as { token: string };
    const create = async (title: string, price: string) => {
      const answer = await request.post('/api/postwebinar', {
        headers: { Authorization: `Bearer ${adminToken}` },
        data: {
          title,
          presenter: 'Dr. Kavya Menon',
          description: 'Questions welcome.',
          date: '2098-06-01',
          time: '17:00',
          platform: 'zoom',
          price,
          meetingLink: 'https://zoom.example/j/123',
          meetingId: '123 456 789',
          meetingPass: 'calm-42',
        },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as { _id: string })._id;
    };
    const freeId = await create(`Free session ${Date.now()}`, '0');
    const paidId = await create(`Paid session ${Date.now()}`, '300');

    const person = newPerson('webinar');
    await registerVerified(request, person);
    const userLogin = await request.post('/api/login', {
      data: { emailorphone: person.email, password: person.password },
    });
    const { token } = (await userLogin.json()) as { token: string };
    await page.addInitScript((value) => localStorage.setItem('token', value), token);

    await page.goto(`/webinarinfo/${freeId}`);
    await expect(page.getByRole('heading', { level: 1, name: /Free session/ })).toBeVisible();
    const join = page.getByRole('link', { name: /Join Meeting/ });
    await expect(join).toHaveAttribute('href', 'https://zoom.example/j/123');
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', /noopener/);
    await expect(page.getByText('123 456 789')).toBeVisible();
    await expect(page.getByText('calm-42')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Zoom$/ })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/webinarinfo/${paidId}`);
    await expect(page.getByText('Payment required to access this webinar.')).toBeVisible();
    await page.goto('/webinarinfo/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Failed to load webinar details.')).toBeVisible();

    for (const id of [freeId, paidId]) {
      await request.delete(`/api/webinar/delete/${id}`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
    }
  });
});
