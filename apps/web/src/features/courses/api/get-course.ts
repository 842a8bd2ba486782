import { useQuery } from '@tanstack/react-query';
import type { Course } from '@sukoon/contract/courses';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { coursesKey } from './get-courses.ts';

export const courseKey = (courseId: string) => [...coursesKey, courseId] as const;

/** GET /api/courses/read/:id: one course. */
export function fetchCourse(courseId: string, signal?: AbortSignal): Promise<Course> {
  return apiRequest<Course>(`/api/courses/read/${encodeURIComponent(courseId)}`, { signal });
}

export function useCourse(courseId: string) {
  return useQuery({
    queryKey: courseKey(courseId),
    queryFn: ({ signal }) => fetchCourse(courseId, signal),
    // A missing course stays missing; asking again only delays the message.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}
