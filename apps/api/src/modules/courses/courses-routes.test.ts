import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Course } from '@sukoon/contract';
import { courses } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { AN_ID, AN_ISO_INSTANT, openContentSuite } from '../../../test/content-suite.ts';
import type { TestUser } from '../../../test/users-fixture.ts';

const validCourse = {
  name: 'Calm Parenting',
  description: 'Gentle ways to stay steady with children through big feelings.',
  image: 'https://cdn.example.com/parenting.png',
  category: 'Parenting',
  price: 499,
  author: 'Dr. Meera Iyer',
  content: ['Understanding tantrums', 'Listening first'],
  youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
};

describe('courses', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    ({ t, admin, user } = await openContentSuite());
  });
  afterAll(() => t.close());

  const write = (payload: unknown, who: TestUser | null = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/courses/write',
      headers: who?.headers,
      payload: payload as object,
    });
  const createCourse = async (overrides: Record<string, unknown> = {}) => {
    const res = await write({ ...validCourse, ...overrides });
    expect(res.statusCode).toBe(201);
    return res.json<Course>();
  };
  /** Read as an admin, who sees every video link, unless someone else is named. */
  const list = async (who: TestUser | null = admin) =>
    (await t.app.inject({ method: 'GET', url: '/api/courses/read', headers: who?.headers })).json<Course[]>();

  describe('POST /api/courses/write', () => {
    it('lets an admin create a course and answers it with normalised fields', async () => {
      const res = await write(validCourse);
      expect(res.statusCode).toBe(201);
      const course = res.json<Course>();
      expect(course).toEqual({
        _id: AN_ID,
        name: 'Calm Parenting',
        title: 'Calm Parenting',
        shortdescription: validCourse.description,
        description: validCourse.description,
        image: validCourse.image,
        category: 'Parenting',
        price: 499,
        author: 'Dr. Meera Iyer',
        date: AN_ISO_INSTANT,
        content: ['Understanding tantrums', 'Listening first'],
        youtubeLink: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        lessons: [],
      });
    });

    it('asks an anonymous caller to log in, even with a bad body', async () => {
      expect((await write(validCourse, null)).statusCode).toBe(401);
      const res = await write({}, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Please log in to continue.' });
    });

    it('refuses a signed-in user who is not an admin', async () => {
      const res = await write({ ...validCourse, name: 'Written by a user' }, user);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'Only an administrator can do that.' });
      expect((await list()).map((course) => course.name)).not.toContain('Written by a user');
    });

    it('refuses a token that is not valid', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/courses/write',
        headers: { authorization: 'Bearer not-a-token' },
        payload: validCourse,
      });
      expect(res.statusCode).toBe(401);
    });

    it.each([
      ['name', { name: undefined }, 'name: is required'],
      ['name', { name: '   ' }, 'name: is required'],
      ['name', { name: 'x'.repeat(201) }, 'name: must be at most 200 characters'],
      ['name', { name: 42 }, 'name: must be text'],
      ['description', { description: undefined }, 'description: is required'],
      ['description', { description: 'x'.repeat(10_001) }, 'description: must be at most 10000 characters'],
      ['image', { image: undefined }, 'image: is required'],
      [
        'image',
        { image: 'ftp://cdn.example.com/a.png' },
        'image: must be an http(s) link or an /images/ path',
      ],
      ['image', { image: 'javascript:alert(1)' }, 'image: must be an http(s) link or an /images/ path'],
      ['image', { image: '/images/../secret' }, 'image: must be an http(s) link or an /images/ path'],
      ['category', { category: undefined }, 'category: is required'],
      [
        'category',
        { category: 'Astrology' },
        'category: must be one of Couple, Parenting, Depression, Sexual, Career',
      ],
      ['price', { price: undefined }, 'price: is required'],
      ['price', { price: -1 }, 'price: must be a whole number of rupees from 0 to 100000'],
      ['price', { price: 1.5 }, 'price: must be a whole number of rupees from 0 to 100000'],
      ['price', { price: 100_001 }, 'price: must be a whole number of rupees from 0 to 100000'],
      ['price', { price: '12abc' }, 'price: must be a whole number of rupees from 0 to 100000'],
      ['price', { price: true }, 'price: must be a whole number of rupees'],
      ['title', { title: 'x'.repeat(201) }, 'title: must be at most 200 characters'],
      [
        'shortdescription',
        { shortdescription: 'x'.repeat(501) },
        'shortdescription: must be at most 500 characters',
      ],
      ['author', { author: 'x'.repeat(101) }, 'author: must be at most 100 characters'],
      ['content', { content: undefined }, 'content: is required'],
      ['content', { content: [] }, 'content: must list at least one topic'],
      ['content', { content: ' , ,' }, 'content: must list at least one topic'],
      [
        'content',
        { content: Array.from({ length: 51 }, (_, i) => `Topic ${i}`) },
        'content: must list at most 50 topics',
      ],
      ['content', { content: ['x'.repeat(201)] }, 'content: each topic must be at most 200 characters'],
      ['content', { content: [1, 2] }, 'content: must be a list of topics'],
      ['content', { content: { a: 1 } }, 'content: must be a list of topics'],
      [
        'youtubeLink',
        { youtubeLink: 'https://vimeo.com/123456' },
        'youtubeLink: must be a YouTube video link',
      ],
      [
        'youtubeLink',
        { youtubeLink: 'https://www.youtube.com/watch?v=short' },
        'youtubeLink: must be a YouTube video link',
      ],
    ])('answers 400 naming %s for %j', async (_field, change, message) => {
      const res = await write({ ...validCourse, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    });

    it('answers 400 for a body that is not an object', async () => {
      const res = await write([validCourse]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'the request body must be a JSON object' });
    });

    it('accepts the forms the admin screen sends: typed categories, comma topics, text prices', async () => {
      const course = await createCourse({
        category: 'anxiety & depression',
        content: ' Breathing ,  Sleep,, Small steps ',
        price: '999',
        youtubeLink: 'https://youtu.be/dQw4w9WgXcQ?si=abc',
        image: '/images/demo/course-calm.svg',
      });
      expect(course).toMatchObject({
        category: 'Depression',
        content: ['Breathing', 'Sleep', 'Small steps'],
        price: 999,
        youtubeLink: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        image: '/images/demo/course-calm.svg',
      });
      expect((await createCourse({ category: 'COUPLE' })).category).toBe('Couple');
      expect((await createCourse({ content: ['  a  ', '', 'b'] })).content).toEqual(['a', 'b']);
    });

    it('makes a free course with price 0 and no video', async () => {
      const course = await createCourse({ price: 0, youtubeLink: '' });
      expect(course.price).toBe(0);
      expect(course.youtubeLink).toBe('');
      const withoutLink = await createCourse({ youtubeLink: undefined, author: undefined });
      expect(withoutLink).toMatchObject({ youtubeLink: '', author: '' });
    });

    it('derives a short description from a long description, and keeps a given one', async () => {
      const long = `${'Words that go on. '.repeat(30)}End.`;
      const derived = await createCourse({ description: long });
      expect(derived.shortdescription.length).toBeLessThanOrEqual(161);
      expect(derived.shortdescription.endsWith('…')).toBe(true);
      expect(long.startsWith(derived.shortdescription.slice(0, -1))).toBe(true);
      const given = await createCourse({ shortdescription: '  Short and kind.  ', title: 'A title' });
      expect(given).toMatchObject({ shortdescription: 'Short and kind.', title: 'A title' });
    });

    it('ignores unknown fields such as _id, role, deletedAt and date', async () => {
      const course = await createCourse({
        _id: '00000000-0000-0000-0000-000000000001',
        id: '00000000-0000-0000-0000-000000000001',
        role: 'admin',
        deletedAt: '2020-01-01T00:00:00.000Z',
        date: '2001-01-01T00:00:00.000Z',
        priceRupees: -5,
      });
      expect(course._id).not.toBe('00000000-0000-0000-0000-000000000001');
      expect(course.date.startsWith('2026-')).toBe(true);
      expect(course.price).toBe(499);
      expect(await list()).toContainEqual(course);
    });
  });

  describe('reading', () => {
    it('lists live courses newest first and reads one by id', async () => {
      const first = await createCourse({ name: 'First' });
      const second = await createCourse({ name: 'Second' });
      const third = await createCourse({ name: 'Third' });
      const ids = (await list()).map((course) => course._id);
      expect(ids.slice(0, 3)).toEqual([third._id, second._id, first._id]);
      const dates = (await list()).map((course) => course.date);
      expect([...dates].sort().reverse()).toEqual(dates);

      const res = await t.app.inject({
        method: 'GET',
        url: `/api/courses/read/${second._id}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(second);
    });

    it('answers 404 for an unknown id or one that is not an id at all', async () => {
      for (const id of ['6f1c2b7e-1111-4a4a-9b9b-123456789abc', 'not-an-id', '123']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/courses/read/${id}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Course not found.' });
      }
    });
  });

  describe('PUT /api/courses/update/:id', () => {
    const update = (id: string, payload: object, who: TestUser | null = admin) =>
      t.app.inject({ method: 'PUT', url: `/api/courses/update/${id}`, headers: who?.headers, payload });

    it('changes only the given fields and answers the course', async () => {
      const course = await createCourse();
      const res = await update(course._id, {
        name: 'Calm Parenting, Second Edition',
        price: '0',
        content: 'One, Two',
        youtubeLink: 'https://www.youtube.com/shorts/aBcDeFgHiJk',
        _id: 'ignored',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ...course,
        name: 'Calm Parenting, Second Edition',
        price: 0,
        content: ['One', 'Two'],
        youtubeLink: 'https://www.youtube.com/embed/aBcDeFgHiJk',
      });
      const read = await t.app.inject({ method: 'GET', url: `/api/courses/read/${course._id}` });
      expect(read.json<Course>().name).toBe('Calm Parenting, Second Edition');
    });

    it('accepts the whole course as the edit form sends it back', async () => {
      const course = await createCourse();
      const res = await update(course._id, { ...course, category: 'Career' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...course, category: 'Career' });
    });

    it('is for admins only', async () => {
      const course = await createCourse();
      expect((await update(course._id, { name: 'X' }, null)).statusCode).toBe(401);
      expect((await update(course._id, { name: 'X' }, user)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/courses/read/${course._id}` })).json<Course>().name,
      ).toBe(validCourse.name);
    });

    it('validates what it is given', async () => {
      const course = await createCourse();
      for (const [payload, message] of [
        [{ name: '' }, 'name: is required'],
        [{ price: -3 }, 'price: must be a whole number of rupees from 0 to 100000'],
        [{ category: 'Other' }, 'category: must be one of Couple, Parenting, Depression, Sexual, Career'],
        [{ youtubeLink: 'https://example.com/video' }, 'youtubeLink: must be a YouTube video link'],
        [{ content: [] }, 'content: must list at least one topic'],
      ] as const) {
        const res = await update(course._id, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message });
      }
    });

    it('answers 404 for an unknown or deleted course', async () => {
      expect((await update('6f1c2b7e-1111-4a4a-9b9b-123456789abc', { name: 'X' })).statusCode).toBe(404);
      expect((await update('nope', { name: 'X' })).statusCode).toBe(404);
      const course = await createCourse();
      await t.app.inject({
        method: 'DELETE',
        url: `/api/courses/delete/${course._id}`,
        headers: admin.headers,
      });
      expect((await update(course._id, { name: 'X' })).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/courses/delete/:id', () => {
    const remove = (id: string, who: TestUser | null = admin) =>
      t.app.inject({ method: 'DELETE', url: `/api/courses/delete/${id}`, headers: who?.headers });

    it('is for admins only', async () => {
      const course = await createCourse();
      expect((await remove(course._id, null)).statusCode).toBe(401);
      expect((await remove(course._id, user)).statusCode).toBe(403);
      expect((await list()).map((c) => c._id)).toContain(course._id);
    });

    it('hides the course from the list and the detail but keeps the row', async () => {
      const course = await createCourse();
      const res = await remove(course._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Course deleted successfully' });

      expect((await list()).map((c) => c._id)).not.toContain(course._id);
      expect((await t.app.inject({ method: 'GET', url: `/api/courses/read/${course._id}` })).statusCode).toBe(
        404,
      );
      const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course._id));
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect(row?.name).toBe(course.name);

      expect((await remove(course._id)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown id', async () => {
      const res = await remove('6f1c2b7e-1111-4a4a-9b9b-123456789abc');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Course not found.' });
    });
  });
});
