import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, PageQuery } from '@sukoon/contract/paging';
import type { WebinarDetail } from '@sukoon/contract/webinars';
import { apiRequest } from '../../../lib/api-client.ts';
import { pageSearch } from '../../../lib/page-search.ts';

export const adminWebinarsKey = ['admin', 'webinars'] as const;

/** GET /api/admin/webinars?page&limit&q (admin): one page of webinars with their meeting details. */
export function fetchAdminWebinars(query: PageQuery, signal?: AbortSignal): Promise<Page<WebinarDetail>> {
  return apiRequest<Page<WebinarDetail>>(`/api/admin/webinars?${pageSearch(query)}`, { auth: true, signal });
}

export function useAdminWebinars(query: PageQuery) {
  return useQuery({
    queryKey: [...adminWebinarsKey, query],
    queryFn: ({ signal }) => fetchAdminWebinars(query, signal),
    placeholderData: keepPreviousData,
  });
}
