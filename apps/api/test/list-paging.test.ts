import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, PAGE_LIMIT_MAX, type Page } from '@sukoon/contract';
import {
  appointments,
  blogs,
  counsellors,
  courseEnrolments,
  courses,
  users,
} from '../src/db/schema/index.ts';
import { insertWebinar } from './purchase-fixture.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createUserWithToken, type TestUser } from './users-fixture.ts';
import { sealedReason } from './sealed-rows.ts';

// Issue 21: the lists read a page at a time with ?page&limit (and search and filters), and answer
// exactly as before without them.

const COUNT = 30;
const FIRST = Date.parse('2026-03-01T10:00:00.000Z');
/** Item n (1-based) was created n minutes after FIRST: the newest is n = COUNT. */
const createdAt = (n: number) => new Date(FIRST + n * 60_000);
const pad = (n: number) => String(n).padStart(2, '0');

interface Named {
  _id: string;
}

describe('paged lists', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  /** The courses by number: course n is `courseRows[n - 1]`, and `user` is enrolled in each. */
  let courseRows: { id: string; name: string }[];

  const get = (url: string, who: TestUser | null = null, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...who?.headers, ...headers } });
  const page = async <T = Named>(url: string, who: TestUser | null = null) => {
    const res = await get(url, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page<T>>();
  };
  const whole = async <T = Named>(url: string, who: TestUser | null = null) => {
    const res = await get(url, who);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<T[]>();
    expect(Array.isArray(body)).toBe(true);
    return body;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithToken(t, 'admin');
    user = await createUserWithToken(t, 'user');
    const db = t.database.db;
    const numbers = Array.from({ length: COUNT }, (_, index) => index + 1);
    await db.insert(blogs).values(
      numbers.map((n) => ({
        title: n % 10 === 0 ? `Sleep well ${pad(n)}` : `Post ${pad(n)}`,
        slug: `post-${pad(n)}`,
        content: 'Words.',
        author: 'Dr. Test',
        image: 'https://cdn.example.com/a.png',
        category: 'Couple',
        createdAt: createdAt(n),
      })),
    );
    courseRows = await db
      .insert(courses)
      .values(
        numbers.map((n) => ({
          name: `Course ${pad(n)}`,
          description: 'A course.',
          image: 'https://cdn.example.com/c.png',
          category: CATEGORIES[n % CATEGORIES.length] ?? 'Couple',
          createdAt: createdAt(n),
        })),
      )
      .returning({ id: courses.id, name: courses.name });
    for (const n of numbers) await insertWebinar(t, createdAt(n), { title: `Webinar ${pad(n)}` });
    await db.insert(courseEnrolments).values(
      courseRows.map((course, index) => ({
        userId: user.id,
        courseId: course.id,
        courseName: course.name,
        receiptId: `receipt-${index}`,
        enrolledAt: createdAt(index + 1),
      })),
    );
    const statuses = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
    await db.insert(appointments).values(
      numbers.map((n) => ({
        userId: user.id,
        date: `2026-04-${pad(n)}`,
        slot: 10,
        ...sealedReason(`Reason ${n}`),
        status: statuses[n % statuses.length] ?? 'pending',
      })),
    );
    const people = await db
      .insert(users)
      .values(
        numbers.map((n) => ({
          firstName: `Counsellor${pad(n)}`,
          lastName: 'Test',
          email: `c${n}@example.test`,
        })),
      )
      .returning({ id: users.id });
    await db.insert(counsellors).values(
      people.map((person, index) => ({
        userId: person.id,
        slug: `counsellor-${index}`,
        title: 'Counsellor',
        bio: 'Listens.',
        languages: ['English'],
        specialities: ['Couple'],
      })),
    );
  });
  afterAll(() => t.close());

  /** Each list: its address, who may read it, and the order of its whole answer. */
  const lists: [string, () => TestUser | null][] = [
    ['/api/blog/read', () => null],
    ['/api/courses/read', () => null],
    ['/api/getwebinar', () => null],
    ['/api/admin/webinars', () => admin],
    ['/api/getallenrolledusers', () => admin],
    ['/api/appointments/get', () => admin],
    ['/api/admin/counsellors', () => admin],
  ];

  describe.each(lists)('%s', (url, who) => {
    it('answers the whole list as before without parameters, and the pages put together are that list', async () => {
      const all = await whole(url, who());
      expect(all).toHaveLength(COUNT);
      const pages = await Promise.all([1, 2, 3].map((n) => page(`${url}?page=${n}&limit=12`, who())));
      expect(pages.map((p) => p.items.length)).toEqual([12, 12, 6]);
      expect(pages.map((p) => [p.total, p.page, p.limit])).toEqual([
        [COUNT, 1, 12],
        [COUNT, 2, 12],
        [COUNT, 3, 12],
      ]);
      expect(pages.flatMap((p) => p.items)).toEqual(all);
    });

    it('answers an empty page past the last one, with the total', async () => {
      expect(await page(`${url}?page=4&limit=12`, who())).toEqual({
        items: [],
        total: COUNT,
        page: 4,
        limit: 12,
      });
    });

    it('caps a limit over the maximum, and pages by the default without one', async () => {
      const capped = await page(`${url}?limit=1000`, who());
      expect(capped.limit).toBe(PAGE_LIMIT_MAX);
      expect(capped.items).toHaveLength(COUNT);
      const first = await page(`${url}?page=1`, who());
      expect([first.limit, first.items.length]).toEqual([20, 20]);
    });

    it.each([
      ['limit=-1', 'limit'],
      ['limit=0', 'limit'],
      ['limit=ten', 'limit'],
      ['page=0', 'page'],
      ['page=-2', 'page'],
      ['page=1.5', 'page'],
      ['page=x', 'page'],
      ['page=1&page=2', 'page'],
      [`q=${'a'.repeat(101)}`, 'q'],
    ])('refuses %s with 400 naming the parameter', async (query, name) => {
      const res = await get(`${url}?${query}`, who());
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(new RegExp(`^${name}: `));
    });
  });

  it('searches blog titles, taking % and _ literally', async () => {
    const found = await page<{ title: string }>('/api/blog/read?q=SLEEP&limit=12');
    expect(found.total).toBe(3);
    expect(found.items.map((blog) => blog.title)).toEqual([
      'Sleep well 30',
      'Sleep well 20',
      'Sleep well 10',
    ]);
    expect((await page('/api/blog/read?q=%25')).total).toBe(0);
    expect((await page('/api/blog/read?q=_')).total).toBe(0);
  });

  it('filters courses by category, for the course page and for a signed-in reader alike', async () => {
    const couple = await page<{ category: string }>('/api/courses/read?category=Couple&limit=3');
    expect(couple.total).toBe(COUNT / CATEGORIES.length);
    expect(couple.items.every((course) => course.category === 'Couple')).toBe(true);
    const asUser = await page<{ category: string }>('/api/courses/read?category=Couple&limit=3', user);
    expect(asUser.items.map((course) => course.category)).toEqual(['Couple', 'Couple', 'Couple']);
    expect(asUser.total).toBe(couple.total);
    const res = await get('/api/courses/read?category=Gardening');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^category: /);
  });

  it('filters the admin appointments by status and searches their clients', async () => {
    const accepted = await page<{ status: string; date: string }>(
      '/api/appointments/get?status=accepted',
      admin,
    );
    expect(accepted.total).toBe(8);
    expect(accepted.items.every((appointment) => appointment.status === 'accepted')).toBe(true);
    expect(accepted.items.map((appointment) => appointment.date)).toEqual(
      [...accepted.items.map((appointment) => appointment.date)].sort().reverse(),
    );
    expect((await page('/api/appointments/get?q=nobody-here', admin)).total).toBe(0);
    expect((await page('/api/appointments/get?q=Ravi&limit=1', admin)).total).toBe(COUNT);
    const res = await get('/api/appointments/get?status=lost', admin);
    expect(res.json<{ message: string }>().message).toMatch(/^status: /);
  });

  it('gives a client the taken hours as before, whatever paging parameters they send', async () => {
    const res = await get('/api/appointments/get?page=2&limit=5', user);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });

  it('searches enrolments by course and counsellors by name, and keeps them for admins', async () => {
    expect((await page('/api/getallenrolledusers?q=Course%201', admin)).total).toBe(10);
    expect((await page('/api/admin/counsellors?q=counsellor0', admin)).total).toBe(9);
    expect((await get('/api/getallenrolledusers?page=1', user)).statusCode).toBe(403);
    expect((await get('/api/admin/counsellors?page=1')).statusCode).toBe(401);
  });

  describe('the admin enrolments: a course filter and a CSV of every match', () => {
    const csvOf = async (query: string, who: TestUser | null = admin) => {
      const res = await get(`/api/getallenrolledusers?${query}`, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      return res;
    };
    /** The CSV's lines after its header (it ends with a line break). */
    const csvRows = (body: string) => body.split('\r\n').slice(1, -1);

    it('pages one course’s enrolments, alone or with a search', async () => {
      const course = courseRows[6];
      if (!course) throw new Error('no course 7');
      const one = await page<{ courseId: { _id: string } }>(
        `/api/getallenrolledusers?courseId=${course.id}`,
        admin,
      );
      expect(one.total).toBe(1);
      expect(one.items.map((enrolment) => enrolment.courseId._id)).toEqual([course.id]);
      expect((await page(`/api/getallenrolledusers?courseId=${course.id}&q=Ravi`, admin)).total).toBe(1);
      expect((await page(`/api/getallenrolledusers?courseId=${course.id}&q=Course%2008`, admin)).total).toBe(
        0,
      );
      expect(
        await page(`/api/getallenrolledusers?courseId=00000000-0000-4000-8000-00000000beef`, admin),
      ).toEqual({ items: [], total: 0, page: 1, limit: 20 });
      const res = await get('/api/getallenrolledusers?courseId=seven', admin);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^courseId: /);
    });

    it('offers the courses anyone enrolled in, by name, to admins only', async () => {
      const res = await get('/api/admin/enrolments/courses', admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(
        [...courseRows]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((course) => ({ _id: course.id, name: course.name })),
      );
      expect((await get('/api/admin/enrolments/courses', user)).statusCode).toBe(403);
      expect((await get('/api/admin/enrolments/courses')).statusCode).toBe(401);
    });

    it('exports every matching enrolment as CSV, whatever page or limit is asked', async () => {
      const all = await csvOf('format=csv&page=2&limit=5');
      expect(all.headers['content-disposition']).toMatch(
        /^attachment; filename="enrolments-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(all.body.startsWith('\uFEFFCourse,Student,Email,Enrolled on (IST),Amount (INR)\r\n')).toBe(true);
      const rows = csvRows(all.body);
      expect(rows).toHaveLength(COUNT);
      // Newest first, like the list: course 30 was enrolled in last.
      expect(rows[0]).toMatch(/^Course 30,Ravi,/);
      expect(rows.at(-1)).toMatch(/^Course 01,Ravi,/);
      expect(csvRows((await csvOf('format=csv&q=Course%201')).body)).toHaveLength(10);
      const course = courseRows[2];
      if (!course) throw new Error('no course 3');
      expect(csvRows((await csvOf(`format=csv&courseId=${course.id}`)).body)).toEqual([
        expect.stringMatching(/^Course 03,Ravi,/),
      ]);
      expect(csvRows((await csvOf('format=csv&q=nobody-here')).body)).toEqual([]);
    });

    it('keeps the CSV for admins, and refuses an unknown format naming it', async () => {
      expect((await get('/api/getallenrolledusers?format=csv', user)).statusCode).toBe(403);
      expect((await get('/api/getallenrolledusers?format=csv')).statusCode).toBe(401);
      const res = await get('/api/getallenrolledusers?format=xlsx', admin);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^format: /);
    });
  });

  it('names every counsellor for the appointment filter, by name, to admins only', async () => {
    const res = await get('/api/admin/counsellors/names', admin);
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json<{ _id: string; name: string; active: boolean }[]>();
    expect(names).toHaveLength(COUNT);
    expect(names.every((counsellor) => counsellor.active)).toBe(true);
    expect(Object.keys(names[0] ?? {}).sort()).toEqual(['_id', 'active', 'name']);
    expect(names.map((counsellor) => counsellor.name)).toEqual(
      Array.from({ length: COUNT }, (_, index) => `Counsellor${pad(index + 1)} Test`),
    );
    const listed = await whole<{ _id: string }>('/api/admin/counsellors', admin);
    expect(names.map((counsellor) => counsellor._id)).toEqual(listed.map((counsellor) => counsellor._id));
    expect((await get('/api/admin/counsellors/names', user)).statusCode).toBe(403);
  });

  it('answers 304 to a page the client holds, per page, until a write changes it', async () => {
    const second = await get('/api/blog/read?page=2&limit=12');
    const etag = second.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(second.headers['cache-control']).toBe('no-cache');
    expect((await get('/api/blog/read?page=2&limit=12', null, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    const first = await get('/api/blog/read?page=1&limit=12', null, { 'if-none-match': etag });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(etag);
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/blog/write',
      headers: admin.headers,
      payload: {
        title: 'A newer post',
        content: 'Fresh words.',
        author: 'Dr. Test',
        image: 'https://cdn.example.com/n.png',
        category: 'Couple',
      },
    });
    expect(written.statusCode).toBe(201);
    const after = await get('/api/blog/read?page=2&limit=12', null, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json<Page<Named>>().total).toBe(COUNT + 1);
  });

  // Last: it adds an enrolment the counts above do not expect.
  it('defuses a formula in the enrolments CSV', async () => {
    const [course] = await t.database.db
      .insert(courses)
      .values({
        name: '=HYPERLINK("http://evil.example")',
        description: 'A course.',
        image: 'https://cdn.example.com/c.png',
        category: 'Couple',
      })
      .returning({ id: courses.id, name: courses.name });
    if (!course) throw new Error('no course');
    await t.database.db.insert(courseEnrolments).values({
      userId: user.id,
      courseId: course.id,
      courseName: course.name,
      receiptId: 'receipt-formula',
    });
    const res = await get(`/api/getallenrolledusers?format=csv&courseId=${course.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",Ravi,/);
  });
});
