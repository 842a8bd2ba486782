import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Course } from '@sukoon/contract/courses';
import type { CoursePageQuery, Page } from '@sukoon/contract/paging';
import { apiRequest } from '../../../lib/api-client.ts';
import { pageSearch } from '../../../lib/page-search.ts';

export const coursesKey = ['courses'] as const;
export const coursePagesKey = [...coursesKey, 'page'] as const;

/**
 * GET /api/courses/read?page&limit&category&q: one page of the catalogue and how many match. The
 * token goes too, so a buyer's or an admin's page carries the video links theirs to see.
 */
export function fetchCoursePage(query: CoursePageQuery, signal?: AbortSignal): Promise<Page<Course>> {
  return apiRequest<Page<Course>>(`/api/courses/read?${pageSearch(query)}`, { auth: true, signal });
}

const coursePageOptions = (query: CoursePageQuery) => ({
  queryKey: [...coursePagesKey, query],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCoursePage(query, signal),
});

/** One page; the page before stays on screen while the next one loads. */
export function useCoursePage(query: CoursePageQuery) {
  return useQuery({ ...coursePageOptions(query), placeholderData: keepPreviousData });
}

/** Asks for a page before it is shown (a category button under the pointer or the focus). */
export function usePrefetchCoursePage() {
  const queryClient = useQueryClient();
  return (query: CoursePageQuery) => void queryClient.prefetchQuery(coursePageOptions(query));
}
