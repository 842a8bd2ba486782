import { useQuery } from '@tanstack/react-query';
import type { Course } from '@sukoon/contract/courses';
import { apiRequest } from '../../../lib/api-client.ts';

export const coursesKey = ['courses'] as const;

/**
 * GET /api/courses/read: every live course, newest first. The token goes too, so a buyer's or an
 * admin's list carries the video links theirs to see (the cards show none, whoever reads them).
 */
export function fetchCourses(signal?: AbortSignal): Promise<Course[]> {
  return apiRequest<Course[]>('/api/courses/read', { auth: true, signal });
}

export function useCourses() {
  return useQuery({ queryKey: coursesKey, queryFn: ({ signal }) => fetchCourses(signal) });
}
