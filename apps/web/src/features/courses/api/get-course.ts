import { useQuery } from '@tanstack/react-query';
import type { Course } from '@sukoon/contract/courses';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useAuthToken } from '../../../lib/auth-token.ts';
import { coursesKey } from './get-courses.ts';

/** Every cached answer about one course starts with this key. */
export const courseKey = (courseId: string) => [...coursesKey, courseId] as const;

/**
 * GET /api/courses/read/:id, with the token when there is one: a paid course's video link comes
 * only to its buyer or an admin (decision 007), and an archived course only to them.
 */
export function fetchCourse(courseId: string, signal?: AbortSignal): Promise<Course> {
  return apiRequest<Course>(`/api/courses/read/${encodeURIComponent(courseId)}`, { auth: true, signal });
}

export function useCourse(courseId: string) {
  // Signing in can open the video, so the signed-in answer is kept apart from the anonymous one.
  const isSignedIn = Boolean(useAuthToken());
  return useQuery({
    queryKey: [...courseKey(courseId), isSignedIn],
    queryFn: ({ signal }) => fetchCourse(courseId, signal),
    // A missing course stays missing; asking again only delays the message.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}
