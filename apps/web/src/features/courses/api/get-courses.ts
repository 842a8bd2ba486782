import { useQuery } from '@tanstack/react-query';
import type { Course } from '@sukoon/contract/courses';
import { apiRequest } from '../../../lib/api-client.ts';

export const coursesKey = ['courses'] as const;

/** GET /api/courses/read: every live course, newest first. */
export function fetchCourses(signal?: AbortSignal): Promise<Course[]> {
  return apiRequest<Course[]>('/api/courses/read', { signal });
}

export function useCourses() {
  return useQuery({ queryKey: coursesKey, queryFn: ({ signal }) => fetchCourses(signal) });
}
