import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminEnrolment } from '@sukoon/contract/enrolments';
import type { AdminEnrolmentFilter } from '@sukoon/contract/list-pages';
import type { Page } from '@sukoon/contract/paging';
import { apiRequest } from '../../../lib/api-client.ts';
import { pageSearch } from '../../../lib/page-search.ts';

export const adminEnrolmentsKey = ['admin', 'enrolments'] as const;

export type EnrolmentPageQuery = AdminEnrolmentFilter & { page: number; limit: number };

/**
 * GET /api/getallenrolledusers?page&limit[&q&courseId] (admin): one page of the course enrolments,
 * newest first, and how many match; anything but a page is a failure.
 */
export async function fetchEnrolmentPage(
  query: EnrolmentPageQuery,
  signal?: AbortSignal,
): Promise<Page<AdminEnrolment>> {
  const answer = await apiRequest<Partial<Page<AdminEnrolment>>>(
    `/api/getallenrolledusers?${pageSearch({ ...query })}`,
    { auth: true, signal },
  );
  if (!Array.isArray(answer.items)) throw new Error('The enrolment list is not a page.');
  return answer as Page<AdminEnrolment>;
}

/** One page; the page before stays on screen while the next one loads. */
export function useEnrolmentPage(query: EnrolmentPageQuery) {
  return useQuery({
    queryKey: [...adminEnrolmentsKey, query],
    queryFn: ({ signal }) => fetchEnrolmentPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
