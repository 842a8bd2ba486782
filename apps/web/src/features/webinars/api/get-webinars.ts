import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, PageQuery } from '@sukoon/contract/paging';
import type { PublicWebinar } from '@sukoon/contract/webinars';
import { apiRequest } from '../../../lib/api-client.ts';
import { pageSearch } from '../../../lib/page-search.ts';

export const webinarsKey = ['webinars'] as const;
export const webinarPagesKey = [...webinarsKey, 'page'] as const;

/**
 * GET /api/getwebinar?page&limit: one page of live webinars, the latest start first, without
 * meeting details, and how many in all.
 */
export function fetchWebinarPage(query: PageQuery, signal?: AbortSignal): Promise<Page<PublicWebinar>> {
  return apiRequest<Page<PublicWebinar>>(`/api/getwebinar?${pageSearch(query)}`, { signal });
}

/** One page; the page before stays on screen while the next one loads. */
export function useWebinarPage(query: PageQuery) {
  return useQuery({
    queryKey: [...webinarPagesKey, query],
    queryFn: ({ signal }) => fetchWebinarPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
