import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Blog } from '@sukoon/contract/blogs';
import type { Page, PageQuery } from '@sukoon/contract/paging';
import { apiRequest } from '../../../lib/api-client.ts';
import { pageSearch } from '../../../lib/page-search.ts';

export const blogsKey = ['blogs'] as const;
export const blogPagesKey = [...blogsKey, 'page'] as const;

/** GET /api/blog/read?page&limit&q: one page of live blogs, newest first, and how many in all. */
export function fetchBlogPage(query: PageQuery, signal?: AbortSignal): Promise<Page<Blog>> {
  return apiRequest<Page<Blog>>(`/api/blog/read?${pageSearch(query)}`, { signal });
}

/** One page; the page before stays on screen while the next one loads. */
export function useBlogPage(query: PageQuery) {
  return useQuery({
    queryKey: [...blogPagesKey, query],
    queryFn: ({ signal }) => fetchBlogPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
