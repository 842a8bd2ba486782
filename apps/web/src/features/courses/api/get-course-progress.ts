import { useQuery } from '@tanstack/react-query';
import type { CourseProgress } from '@sukoon/contract/learning';
import { apiRequest } from '../../../lib/api-client.ts';
import { enrolmentsKey } from './check-enrollment.ts';

/** Under the enrolments key: a purchase or sign-out refreshes it with them. */
export const courseProgressKey = (courseId: string) => [...enrolmentsKey, 'progress', courseId] as const;

/** GET /api/courses/:id/progress (Bearer, enrolled users only). */
export function fetchCourseProgress(courseId: string, signal?: AbortSignal): Promise<CourseProgress> {
  return apiRequest<CourseProgress>(`/api/courses/${encodeURIComponent(courseId)}/progress`, {
    auth: true,
    signal,
  });
}

export function useCourseProgress(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: courseProgressKey(courseId),
    queryFn: ({ signal }) => fetchCourseProgress(courseId, signal),
    enabled,
  });
}
