import fs from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '@sukoon/contract';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { blogs } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { openContentSuite } from '../../../test/content-suite.ts';
import type { TestUser } from '../../../test/users-fixture.ts';

const validBlog = {
  title: 'Anxiety & Sleep: 5 Gentle Tips',
  content: 'Rest comes more easily when the evening slows down.\n\nTry one small change tonight.',
  author: 'Ananya Rao',
  image: 'https://cdn.example.com/blog.png',
  category: 'Anxiety',
};

// The hand-written part of migration 0011, run as it stands in the file.
const slugBackfill = fs
  .readFileSync(path.join(MIGRATIONS_DIR, '0011_course_ratings.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
  .filter((statement) => statement.startsWith('DO $$'));

describe('blog posts by their own address', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    ({ t, admin } = await openContentSuite());
  });
  afterAll(() => t.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/blog/write',
      headers: admin.headers,
      payload: { ...validBlog, ...overrides },
    });
    expect(res.statusCode).toBe(201);
    return res.json<Blog>();
  };
  const read = (idOrSlug: string) => t.app.inject({ method: 'GET', url: `/api/blog/read/${idOrSlug}` });

  it('gives a new post a slug from its title, with -2, -3 when the title is taken', async () => {
    const first = await create({ title: 'Calm Evenings, Café Style' });
    const second = await create({ title: 'Calm evenings café style!' });
    const third = await create({ title: 'CALM EVENINGS CAFE STYLE' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'calm-evenings-cafe-style',
      'calm-evenings-cafe-style-2',
      'calm-evenings-cafe-style-3',
    ]);
    const onlySymbols = await create({ title: 'नमस्ते' });
    expect(onlySymbols.slug).toMatch(/^post(-\d+)?$/);
  });

  it('answers one post by its slug or its id, the same as in the list', async () => {
    const post = await create();
    expect(post.slug).toBe('anxiety-sleep-5-gentle-tips');
    const bySlug = await read(post.slug);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(post);
    expect((await read(post._id)).json()).toEqual(post);
    expect((await read(post.slug.toUpperCase())).json()).toEqual(post);
    const list = (await t.app.inject({ method: 'GET', url: '/api/blog/read' })).json<Blog[]>();
    expect(list.find((blog) => blog._id === post._id)).toEqual(post);
  });

  it('keeps the address when the title is edited', async () => {
    const post = await create({ title: 'Before the edit' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/blog/update/${post._id}`,
      headers: admin.headers,
      payload: { title: 'After the edit', slug: 'chosen-by-the-client' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Blog>()).toMatchObject({ title: 'After the edit', slug: 'before-the-edit' });
    expect((await read('before-the-edit')).json<Blog>().title).toBe('After the edit');
    expect((await read('after-the-edit')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or deleted post, and never reuses a deleted post’s address', async () => {
    for (const unknown of ['no-such-post', '00000000-0000-4000-8000-000000000000', '%3Cscript%3E']) {
      const res = await read(unknown);
      expect(res.statusCode, unknown).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Blog not found.' });
    }
    const gone = await create({ title: 'Soon gone' });
    await t.app.inject({ method: 'DELETE', url: `/api/blog/delete/${gone._id}`, headers: admin.headers });
    expect((await read('soon-gone')).statusCode).toBe(404);
    expect((await create({ title: 'Soon gone' })).slug).toBe('soon-gone-2');
  });

  it('backfills slugs for posts written before slugs existed, oldest first (migration 0011)', async () => {
    expect(slugBackfill).toHaveLength(1);
    const { db } = t.database;
    await create({ title: 'Old post: one' });
    await create({ title: 'Old post one' });
    await create({ title: '¿¿??' });
    // As before the migration: the column there, every post without an address.
    await db.execute(sql`alter table blogs alter column slug drop not null`);
    await db.execute(sql`update blogs set slug = null`);
    for (const statement of slugBackfill) await db.execute(sql.raw(statement));
    await db.execute(sql`alter table blogs alter column slug set not null`);

    const rows = await db
      .select({ title: blogs.title, slug: blogs.slug })
      .from(blogs)
      .orderBy(asc(blogs.createdAt), asc(blogs.id));
    const slugOf = (title: string) => rows.filter((row) => row.title === title).map((row) => row.slug);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    expect(slugOf('Old post: one')).toEqual(['old-post-one']);
    expect(slugOf('Old post one')).toEqual(['old-post-one-2']);
    expect(slugOf('¿¿??')).toEqual([expect.stringMatching(/^post(-\d+)?$/)]);
    expect(slugOf('Calm Evenings, Café Style')).toEqual(['calm-evenings-caf-style']);
    expect(slugOf('CALM EVENINGS CAFE STYLE')).toEqual(['calm-evenings-cafe-style']);
  });
});
