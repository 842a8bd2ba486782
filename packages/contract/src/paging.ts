import { z } from 'zod';
import { CATEGORIES } from './categories.ts';

/**
 * Lists read a page at a time (issue 21): `?page=` (from 1) and `?limit=` (at most
 * `PAGE_LIMIT_MAX`; a larger one is capped, not refused). A call with neither, nor a search or a
 * filter, answers the whole list as the spec's client expects; with any of them it answers
 * `{ items, total, page, limit }`. Pages rather than cursors: a page has an address a reader can
 * share and a search engine can follow (`/blog?page=2`), and a total says how many there are.
 */
export const PAGE_LIMIT_MAX = 50;
/** Without `limit` a paged call answers this many. */
export const PAGE_LIMIT_DEFAULT = 20;
/** What `/blog` and `/courses` show at a time. */
export const PUBLIC_PAGE_SIZE = 12;
/** What `/Webinar` shows at a time: its first page is the spec's "5 most recent webinars". */
export const WEBINAR_PAGE_SIZE = 5;
/** Search words longer than this are refused: nobody types them, and they cost a scan. */
export const SEARCH_MAX_LENGTH = 100;

const wholeNumber = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number);

export const pageParam = wholeNumber('must be a whole number from 1').pipe(
  z.number().min(1, 'must be a whole number from 1'),
);
export const limitParam = wholeNumber('must be a whole number from 1')
  .pipe(z.number().min(1, 'must be a whole number from 1'))
  .transform((limit) => Math.min(limit, PAGE_LIMIT_MAX));
export const searchParam = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`);

/** `?page&limit&q`: every paged list takes these. */
export const pageQuery = z.object({
  page: pageParam.optional(),
  limit: limitParam.optional(),
  q: searchParam.optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** `/api/courses/read` also filters by category (`/courses?category=`). */
export const coursePageQuery = pageQuery.extend({
  category: z.enum(CATEGORIES, { error: `must be one of ${CATEGORIES.join(', ')}` }).optional(),
});
export type CoursePageQuery = z.infer<typeof coursePageQuery>;

/** True when the caller asked for a page (or a search or filter) rather than the spec's whole list. */
export const asksForPage = (query: Record<string, unknown>, keys: readonly string[]) =>
  keys.some((key) => query[key] !== undefined);

/** What a paged call gets: its slice, the number of matches in all, and the page it is. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });
export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  limit: number;
}

/** The page and limit a paged call answers with, defaults filled in. */
export const pageWindow = (query: { page?: number | undefined; limit?: number | undefined }) => {
  const page = query.page ?? 1;
  const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
  return { page, limit, offset: (page - 1) * limit };
};

/** How many pages `total` items fill (at least one: an empty list is one empty page). */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** The page a page's address names (`?page=2`); anything but a whole number from 1 reads as 1. */
export const pageFromAddress = (value: string | null | undefined): number => {
  const page = value && /^\d{1,9}$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
};
