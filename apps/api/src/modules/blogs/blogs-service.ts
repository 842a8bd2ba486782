import {
  blogSlugBase,
  deriveShortDescription,
  pageWindow,
  type Blog,
  type CreateBlog,
  type Page,
  type PageQuery,
  type UpdateBlog,
} from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../auth/auth-repository.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  countLiveBlogs,
  findLiveBlog,
  findLiveBlogBySlug,
  insertBlog,
  listLiveBlogSlugs,
  listSlugsLike,
  listLiveBlogs,
  listLiveBlogsPage,
  softDeleteBlog,
  updateLiveBlog,
  type BlogRow,
} from './blogs-repository.ts';
import { createCachedCount, uncachedCount } from '../../lib/cached-count.ts';
import type { TableVersions } from '../../db/table-versions.ts';
import { replyText } from '../../lib/server-texts.ts';

const BLOG_NOT_FOUND = 'errors_blog_not_found';

export function toBlogResponse(row: BlogRow): Blog {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    author: row.author,
    image: row.image,
    category: row.category,
    shortDescription: row.shortDescription,
    date: row.createdAt.toISOString(),
  };
}

/** `base`, or `base-2`, `base-3`... : the first one no post (live or deleted) has. */
async function freeSlug(db: DbOrTx, base: string): Promise<string> {
  const taken = new Set(await listSlugsLike(db, base));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Two posts with one title created at once both pick the same slug; the loser picks again. */
const SLUG_ATTEMPTS = 3;

export type BlogsService = ReturnType<typeof createBlogsService>;

export function createBlogsService({
  db,
  now,
  tables,
}: {
  db: DbOrTx;
  now: () => Date;
  tables?: TableVersions;
}) {
  const countOf = tables ? createCachedCount(tables, 'blogs') : uncachedCount;
  return {
    async listBlogs(): Promise<Blog[]> {
      return (await listLiveBlogs(db)).map(toBlogResponse);
    },

    /** One page of live posts, newest first, with how many match in all. */
    async listBlogsPage(query: PageQuery): Promise<Page<Blog>> {
      const { page, limit, offset } = pageWindow(query);
      const [rows, total] = await Promise.all([
        listLiveBlogsPage(db, { q: query.q, offset, limit }),
        countOf(query.q ?? '', () => countLiveBlogs(db, query.q)),
      ]);
      return { items: rows.map(toBlogResponse), total, page, limit };
    },

    /** A live post by its id or its slug (`GET /api/blog/read/:idOrSlug`). */
    async getBlog(idOrSlug: string): Promise<Blog> {
      const row =
        (isUuid(idOrSlug) ? await findLiveBlog(db, idOrSlug) : undefined) ??
        (await findLiveBlogBySlug(db, idOrSlug.toLowerCase()));
      if (!row) throw notFound(BLOG_NOT_FOUND);
      return toBlogResponse(row);
    },

    /** A live post by its slug alone (its page's head, in plugins/web-app.ts). */
    async findBySlug(slug: string): Promise<Blog | undefined> {
      const row = await findLiveBlogBySlug(db, slug);
      return row ? toBlogResponse(row) : undefined;
    },

    /** Every live post's slug, newest first (sitemap.xml). */
    async listSlugs(): Promise<string[]> {
      return (await listLiveBlogSlugs(db)).map((row) => row.slug);
    },

    /** A new post gets its address from its title; editing the title later keeps it. */
    async createBlog(input: CreateBlog): Promise<Blog> {
      const at = now();
      const base = blogSlugBase(input.title);
      for (let attempt = 1; ; attempt++) {
        try {
          const row = await insertBlog(db, {
            title: input.title,
            slug: await freeSlug(db, base),
            content: input.content,
            author: input.author,
            image: input.image,
            category: input.category,
            shortDescription: input.shortDescription || deriveShortDescription(input.content),
            createdAt: at,
            updatedAt: at,
          });
          return toBlogResponse(row);
        } catch (error) {
          if (attempt >= SLUG_ATTEMPTS || !isUniqueViolation(error)) throw error;
        }
      }
    },

    /** An emptied short description is derived again from the (new or current) content. */
    async updateBlog(id: string, input: UpdateBlog): Promise<Blog> {
      let { shortDescription } = input;
      if (shortDescription === '') {
        const content = input.content ?? (await findLiveBlog(db, id))?.content;
        if (content === undefined) throw notFound(BLOG_NOT_FOUND);
        shortDescription = deriveShortDescription(content);
      }
      const row = await updateLiveBlog(db, id, { ...input, shortDescription, updatedAt: now() });
      if (!row) throw notFound(BLOG_NOT_FOUND);
      return toBlogResponse(row);
    },

    async deleteBlog(id: string): Promise<{ message: string }> {
      if (!(await softDeleteBlog(db, id, now()))) throw notFound(BLOG_NOT_FOUND);
      return { message: replyText('replies_blog_deleted') };
    },
  };
}
