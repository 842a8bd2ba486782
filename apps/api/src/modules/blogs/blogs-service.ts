import {
  BLOG_DELETED_MESSAGE,
  deriveShortDescription,
  type Blog,
  type CreateBlog,
  type UpdateBlog,
} from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  findLiveBlog,
  insertBlog,
  listLiveBlogs,
  softDeleteBlog,
  updateLiveBlog,
  type BlogRow,
} from './blogs-repository.ts';

const BLOG_NOT_FOUND = 'Blog not found.';

export function toBlogResponse(row: BlogRow): Blog {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    author: row.author,
    image: row.image,
    category: row.category,
    shortDescription: row.shortDescription,
    date: row.createdAt.toISOString(),
  };
}

export type BlogsService = ReturnType<typeof createBlogsService>;

export function createBlogsService({ db, now }: { db: DbOrTx; now: () => Date }) {
  return {
    async listBlogs(): Promise<Blog[]> {
      return (await listLiveBlogs(db)).map(toBlogResponse);
    },

    async createBlog(input: CreateBlog): Promise<Blog> {
      const at = now();
      const row = await insertBlog(db, {
        title: input.title,
        content: input.content,
        author: input.author,
        image: input.image,
        category: input.category,
        shortDescription: input.shortDescription || deriveShortDescription(input.content),
        createdAt: at,
        updatedAt: at,
      });
      return toBlogResponse(row);
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
      return { message: BLOG_DELETED_MESSAGE };
    },
  };
}
