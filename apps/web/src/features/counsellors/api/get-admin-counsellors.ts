import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCounsellor } from '@sukoon/contract/counsellors';
import type { Page, PageQuery } from '@sukoon/contract/paging';
import { apiRequest } from '../../../lib/api-client.ts';
import { pageSearch } from '../../../lib/page-search.ts';

/** Every admin read of counsellors (pages and names): the prefix to update or refetch them all. */
export const adminCounsellorsKey = ['counsellors', 'admin'] as const;
export const adminCounsellorPagesKey = [...adminCounsellorsKey, 'page'] as const;

/**
 * GET /api/admin/counsellors?page&limit[&q] (admin): one page of the counsellors, active or not,
 * with their account, by name; anything but a page is a failure.
 */
export async function fetchAdminCounsellorPage(
  query: PageQuery,
  signal?: AbortSignal,
): Promise<Page<AdminCounsellor>> {
  const answer = await apiRequest<Partial<Page<AdminCounsellor>>>(
    `/api/admin/counsellors?${pageSearch({ ...query })}`,
    { auth: true, signal },
  );
  if (!Array.isArray(answer.items)) throw new Error('The counsellor list is not a page.');
  return answer as Page<AdminCounsellor>;
}

/** One page; the page before stays on screen while the next one loads. */
export function useAdminCounsellorPage(query: PageQuery) {
  return useQuery({
    queryKey: [...adminCounsellorPagesKey, query],
    queryFn: ({ signal }) => fetchAdminCounsellorPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
