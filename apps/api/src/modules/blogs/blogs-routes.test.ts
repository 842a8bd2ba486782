import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Blog } from '@sukoon/contract';
import { blogs } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { AN_ID, AN_ISO_INSTANT, openContentSuite } from '../../../test/content-suite.ts';
import type { TestUser } from '../../../test/users-fixture.ts';

const validBlog = {
  title: 'Small Steps on Heavy Days',
  content: 'Some days ask more of us than others.\n\nOn those days, one small step is enough.',
  author: 'Ananya Rao',
  image: 'https://cdn.example.com/blog.png',
  category: 'Depression',
};

describe('blogs', () => {
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
      url: '/api/blog/write',
      headers: who?.headers,
      payload: payload as object,
    });
  const remove = (id: string, who: TestUser | null = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/blog/delete/${id}`, headers: who?.headers });
  const createBlog = async (overrides: Record<string, unknown> = {}) => {
    const res = await write({ ...validBlog, ...overrides });
    expect(res.statusCode).toBe(201);
    return res.json<Blog>();
  };
  const list = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/read' });
    expect(res.statusCode).toBe(200);
    return res.json<Blog[]>();
  };

  it('starts with an empty public list', async () => {
    expect(await list()).toEqual([]);
  });

  it('lets an admin post a blog and answers it', async () => {
    const res = await write({ ...validBlog, shortDescription: 'One small step is enough.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: AN_ID,
      slug: 'small-steps-on-heavy-days',
      ...validBlog,
      shortDescription: 'One small step is enough.',
      date: AN_ISO_INSTANT,
    });
  });

  it('derives the short description from the content when none is given', async () => {
    const blog = await createBlog();
    expect(blog.shortDescription).toBe(
      'Some days ask more of us than others. On those days, one small step is enough.',
    );
    const long = await createBlog({ content: 'A gentle sentence. '.repeat(40), shortDescription: '' });
    expect(long.shortDescription.endsWith('…')).toBe(true);
    expect(long.shortDescription.length).toBeLessThanOrEqual(161);
  });

  it('reads typed categories and site image paths', async () => {
    const blog = await createBlog({ category: 'career', image: '/images/demo/blog-path.svg' });
    expect(blog).toMatchObject({ category: 'Career', image: '/images/demo/blog-path.svg' });
  });

  it('is for admins only', async () => {
    const anonymous = await write({ ...validBlog, title: 'Anonymous post' }, null);
    expect(anonymous.statusCode).toBe(401);
    const byUser = await write({ ...validBlog, title: 'User post' }, user);
    expect(byUser.statusCode).toBe(403);
    const titles = (await list()).map((blog) => blog.title);
    expect(titles).not.toContain('Anonymous post');
    expect(titles).not.toContain('User post');
    expect((await write({}, null)).statusCode).toBe(401);
  });

  it.each([
    [{ title: undefined }, 'title: is required'],
    [{ title: ' ' }, 'title: is required'],
    [{ title: 'x'.repeat(201) }, 'title: must be at most 200 characters'],
    [{ content: undefined }, 'content: is required'],
    [{ content: 'x'.repeat(50_001) }, 'content: must be at most 50000 characters'],
    [{ author: undefined }, 'author: is required'],
    [{ author: 'x'.repeat(101) }, 'author: must be at most 100 characters'],
    [{ image: undefined }, 'image: is required'],
    [{ image: 'data:image/png;base64,AAAA' }, 'image: must be an http(s) link or an /images/ path'],
    [{ category: undefined }, 'category: is required'],
    [{ category: '' }, 'category: must be one of Couple, Parenting, Depression, Sexual, Career'],
    [{ category: 'Gossip' }, 'category: must be one of Couple, Parenting, Depression, Sexual, Career'],
    [{ shortDescription: 'x'.repeat(501) }, 'shortDescription: must be at most 500 characters'],
    [{ shortDescription: 7 }, 'shortDescription: must be text'],
  ])('answers 400 for %j', async (change, message) => {
    const res = await write({ ...validBlog, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('ignores unknown fields', async () => {
    const blog = await createBlog({
      _id: 'mine',
      date: '1999-01-01',
      deletedAt: '2020-01-01',
      role: 'admin',
    });
    expect(blog._id).not.toBe('mine');
    expect(blog.date.startsWith('2026-')).toBe(true);
    expect((await list()).map((b) => b._id)).toContain(blog._id);
  });

  it('lists newest first', async () => {
    const older = await createBlog({ title: 'Older' });
    const newer = await createBlog({ title: 'Newer' });
    const all = await list();
    expect(all.slice(0, 2).map((blog) => blog._id)).toEqual([newer._id, older._id]);
    const dates = all.map((blog) => blog.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('shows a write made outside this server at the very next read', async () => {
    const blog = await createBlog({ title: 'Before' });
    expect((await list()).find((b) => b._id === blog._id)?.title).toBe('Before');
    // As another instance, `admin:create` or plain SQL would: not through this server's routes.
    await t.database.db.update(blogs).set({ title: 'Edited elsewhere' }).where(eq(blogs.id, blog._id));
    expect((await list()).find((b) => b._id === blog._id)?.title).toBe('Edited elsewhere');
  });

  describe('PUT /api/blog/update/:id', () => {
    const update = (id: string, payload: object, who: TestUser | null = admin) =>
      t.app.inject({ method: 'PUT', url: `/api/blog/update/${id}`, headers: who?.headers, payload });

    it('changes only the given fields and answers the blog', async () => {
      const blog = await createBlog({ shortDescription: 'Kept as written.' });
      const res = await update(blog._id, {
        title: 'A Kinder Title',
        category: 'anxiety & depression',
        _id: 'x',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...blog, title: 'A Kinder Title', category: 'Depression' });
      expect(await list()).toContainEqual({ ...blog, title: 'A Kinder Title', category: 'Depression' });
    });

    it('derives the short description again when it is emptied', async () => {
      const blog = await createBlog({ shortDescription: 'Old summary.' });
      const same = await update(blog._id, { shortDescription: '' });
      expect(same.json<Blog>().shortDescription).toBe(
        'Some days ask more of us than others. On those days, one small step is enough.',
      );
      const fresh = await update(blog._id, { content: 'A new beginning.', shortDescription: '' });
      expect(fresh.json<Blog>()).toMatchObject({
        content: 'A new beginning.',
        shortDescription: 'A new beginning.',
      });
    });

    it('accepts the whole blog as the edit form sends it back', async () => {
      const blog = await createBlog();
      const res = await update(blog._id, { ...blog, author: 'Nandini Reddy' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...blog, author: 'Nandini Reddy' });
    });

    it('is for admins only', async () => {
      const blog = await createBlog();
      expect((await update(blog._id, { title: 'X' }, null)).statusCode).toBe(401);
      expect((await update(blog._id, { title: 'X' }, user)).statusCode).toBe(403);
      expect((await list()).find((b) => b._id === blog._id)?.title).toBe(validBlog.title);
    });

    it('validates what it is given and answers 404 for unknown or deleted blogs', async () => {
      const blog = await createBlog();
      for (const [payload, message] of [
        [{ title: '' }, 'title: is required'],
        [{ image: 'not a link' }, 'image: must be an http(s) link or an /images/ path'],
        [{ category: 'Other' }, 'category: must be one of Couple, Parenting, Depression, Sexual, Career'],
      ] as const) {
        const res = await update(blog._id, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message });
      }
      expect((await update('6f1c2b7e-1111-4a4a-9b9b-123456789abc', { title: 'X' })).statusCode).toBe(404);
      expect((await update('abc', { shortDescription: '' })).statusCode).toBe(404);
      await remove(blog._id);
      const res = await update(blog._id, { title: 'X' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Blog not found.' });
    });
  });

  describe('DELETE /api/blog/delete/:id', () => {
    it('is for admins only', async () => {
      const blog = await createBlog();
      expect((await remove(blog._id, null)).statusCode).toBe(401);
      expect((await remove(blog._id, user)).statusCode).toBe(403);
      expect((await list()).map((b) => b._id)).toContain(blog._id);
    });

    it('answers the message the page shows, hides the blog and keeps the row', async () => {
      const blog = await createBlog();
      const res = await remove(blog._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Blog deleted successfully' });
      expect((await list()).map((b) => b._id)).not.toContain(blog._id);
      const [row] = await t.database.db.select().from(blogs).where(eq(blogs.id, blog._id));
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect((await remove(blog._id)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown id', async () => {
      for (const id of ['6f1c2b7e-1111-4a4a-9b9b-123456789abc', 'abc']) {
        const res = await remove(id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Blog not found.' });
      }
    });
  });
});
