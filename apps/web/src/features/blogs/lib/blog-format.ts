import type { Blog } from '@sukoon/contract/blogs';
import { formatDate } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';

export const DEFAULT_BLOG_IMAGE = '/images/blog-default.svg';

/** What a card shows when the blog leaves something out (in the page's language). */
export const blogCategory = (blog: Blog) => blog.category.trim() || m.learning_blog_uncategorized();
export const blogAuthor = (blog: Blog) => blog.author.trim() || m.learning_blog_unknown_author();
export const blogImage = (blog: Blog) => blog.image.trim() || DEFAULT_BLOG_IMAGE;

/** A post's own page. */
export const blogPostPath = (blog: Blog) => `/blog/${encodeURIComponent(blog.slug)}`;

/** The posting day in India: '14 Dec 2024'; '' if unknown. */
export const blogDate = (blog: Blog): string => formatDate(blog.date);

/** Paragraphs of plain text: split on blank lines, empty ones dropped. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** Newest first, whatever order the answer came in. */
export function newestFirst(blogs: readonly Blog[]): Blog[] {
  const time = (blog: Blog) => Date.parse(blog.date) || 0;
  return [...blogs].sort((a, b) => time(b) - time(a));
}
