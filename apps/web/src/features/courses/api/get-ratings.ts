import { useQuery } from '@tanstack/react-query';
import type { CourseRatings } from '@sukoon/contract/ratings';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthToken } from '../../../lib/auth-token.ts';
import { courseKey } from './get-course.ts';

/** The course's ratings; the signed-in answer (with the reader's own) is kept apart. */
export const courseRatingsKey = (courseId: string, isSignedIn: boolean) =>
  [...courseKey(courseId), 'ratings', isSignedIn] as const;

/**
 * GET /api/courses/:id/ratings, with the token when there is one (it adds the reader's own). Asked
 * apart from the course, so the cached course list stays one query (decisions 006, 011).
 */
export function fetchCourseRatings(courseId: string, signal?: AbortSignal): Promise<CourseRatings> {
  return apiRequest<CourseRatings>(`/api/courses/${encodeURIComponent(courseId)}/ratings`, {
    auth: true,
    signal,
  });
}

export function useCourseRatings(courseId: string) {
  const isSignedIn = Boolean(useAuthToken());
  return useQuery({
    queryKey: courseRatingsKey(courseId, isSignedIn),
    queryFn: ({ signal }) => fetchCourseRatings(courseId, signal),
  });
}
