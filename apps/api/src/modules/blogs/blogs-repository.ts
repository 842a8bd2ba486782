import { and, count, desc, eq, ilike, isNull, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search-pattern.ts';
import { isUuid } from '../../lib/uuid.ts';

export type BlogRow = typeof blogs.$inferSelect;
export type NewBlogRow = typeof blogs.$inferInsert;
export type BlogChanges = Partial<Omit<NewBlogRow, 'id' | 'slug' | 'createdAt' | 'deletedAt'>>;

const isLive = (id: string) => and(eq(blogs.id, id), isNull(blogs.deletedAt));

export function listLiveBlogs(db: DbOrTx): Promise<BlogRow[]> {
  return db
    .select()
    .from(blogs)
    .where(isNull(blogs.deletedAt))
    .orderBy(desc(blogs.createdAt), desc(blogs.id));
}

/** Live posts whose title holds `q` (all without it). */
const liveMatching = (q: string | undefined) =>
  and(isNull(blogs.deletedAt), q ? ilike(blogs.title, containsPattern(q)) : undefined);

/** One page of live posts, newest first: the live-created-at index walked from `offset`. */
export function listLiveBlogsPage(
  db: DbOrTx,
  { q, offset, limit }: { q?: string | undefined; offset: number; limit: number },
): Promise<BlogRow[]> {
  return db
    .select()
    .from(blogs)
    .where(liveMatching(q))
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(limit)
    .offset(offset);
}

export async function countLiveBlogs(db: DbOrTx, q?: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogs).where(liveMatching(q));
  return row?.total ?? 0;
}

export async function findLiveBlog(db: DbOrTx, id: string): Promise<BlogRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(blogs).where(isLive(id)).limit(1);
  return row;
}

/** A live post by its slug. */
export async function findLiveBlogBySlug(db: DbOrTx, slug: string): Promise<BlogRow | undefined> {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.slug, slug), isNull(blogs.deletedAt)))
    .limit(1);
  return row;
}

/** The slugs already taken by `base` and its numbered forms, deleted posts included. */
export async function listSlugsLike(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: blogs.slug })
    .from(blogs)
    .where(or(eq(blogs.slug, base), like(blogs.slug, `${base}-%`)));
  return rows.map((row) => row.slug);
}

/** Every live post's slug, for sitemap.xml. */
export function listLiveBlogSlugs(db: DbOrTx): Promise<{ slug: string }[]> {
  return db
    .select({ slug: blogs.slug })
    .from(blogs)
    .where(isNull(blogs.deletedAt))
    .orderBy(desc(blogs.createdAt), desc(blogs.id));
}

export async function insertBlog(db: DbOrTx, values: NewBlogRow): Promise<BlogRow> {
  const [row] = await db.insert(blogs).values(values).returning();
  if (!row) throw new Error('insert into blogs returned no row');
  return row;
}

export async function updateLiveBlog(
  db: DbOrTx,
  id: string,
  changes: BlogChanges,
): Promise<BlogRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.update(blogs).set(changes).where(isLive(id)).returning();
  return row;
}

/** Sets deleted_at and keeps the row; false when there is no live blog with this id. */
export async function softDeleteBlog(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(blogs)
    .set({ deletedAt: now, updatedAt: now })
    .where(isLive(id))
    .returning({ id: blogs.id });
  return rows.length > 0;
}
