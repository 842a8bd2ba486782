import { z } from 'zod';
import {
  BODY_MUST_BE_OBJECT,
  categoryField,
  imageField,
  optionalText,
  requiredText,
} from './content-fields.ts';
import { CONTENT_LIMITS } from './content-rules.ts';

const blogFields = {
  title: requiredText(CONTENT_LIMITS.title),
  content: requiredText(CONTENT_LIMITS.blogContent),
  author: requiredText(CONTENT_LIMITS.author),
  image: imageField,
  category: categoryField,
  shortDescription: optionalText(CONTENT_LIMITS.shortDescription),
};

/** `POST /api/blog/write`: shortDescription is derived from the content when absent. */
export const createBlogBody = z.object(blogFields, { error: BODY_MUST_BE_OBJECT });
export type CreateBlogInput = z.input<typeof createBlogBody>;
export type CreateBlog = z.output<typeof createBlogBody>;

/** `PUT /api/blog/update/:id` (ours, for the admin's edit form): any subset of the fields. */
export const updateBlogBody = z.object(blogFields, { error: BODY_MUST_BE_OBJECT }).partial();
export type UpdateBlogInput = z.input<typeof updateBlogBody>;
export type UpdateBlog = z.output<typeof updateBlogBody>;

export const blogResponse = z.object({
  _id: z.string(),
  /** Ours: the post's own address is /blog/{slug}; kept when the title is edited. */
  slug: z.string(),
  title: z.string(),
  /** Paragraphs separated by blank lines. */
  content: z.string(),
  author: z.string(),
  image: z.string(),
  category: z.string(),
  shortDescription: z.string(),
  /** When the blog was posted, ISO 8601. */
  date: z.string(),
});
export type Blog = z.infer<typeof blogResponse>;

/** `GET /api/blog/read`: live blogs, newest first. */
export const blogListResponse = z.array(blogResponse);

/** `GET /api/blog/read/:idOrSlug` (ours): one live post, by its id or its slug. */
export const blogIdOrSlugParam = z.object({ idOrSlug: z.string().min(1).max(200) });
