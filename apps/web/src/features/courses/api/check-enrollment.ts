import { useQuery } from '@tanstack/react-query';
import type { CourseEnrolmentRecord } from '@sukoon/contract/enrolments';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** Everything about the signed-in user's enrolments starts with this key; a purchase refreshes it. */
export const enrolmentsKey = ['enrolments'] as const;
export const courseEnrolmentKey = (courseId: string) => [...enrolmentsKey, 'course', courseId] as const;

/** GET /api/checkenrollment?courseId= (Bearer): 200 when enrolled, 404 when not. */
export async function fetchIsEnrolled(courseId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await apiRequest(`/api/checkenrollment?courseId=${encodeURIComponent(courseId)}`, { auth: true, signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

export function useIsEnrolled(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: courseEnrolmentKey(courseId),
    queryFn: ({ signal }) => fetchIsEnrolled(courseId, signal),
    enabled,
  });
}

/** POST /api/course-enrollment: the enrolment the verified payment made (it never makes one). */
export const fetchCourseEnrolment = (courseId: string) =>
  apiRequest<CourseEnrolmentRecord>('/api/course-enrollment', {
    method: 'POST',
    body: { courseId },
    auth: true,
  });
