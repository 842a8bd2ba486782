import type { Course } from '@sukoon/contract/courses';
import { useAuthToken } from '../../../lib/auth-token.ts';
import { useIsEnrolled } from '../api/check-enrollment.ts';

export interface CourseAccess {
  /** Whether the signed-in user has bought this course. */
  isEnrolled: boolean;
  /** Whether the page embeds the course video instead of showing its picture. */
  canWatch: boolean;
}

/**
 * The one place that decides what a visitor may see of a course. Free courses are open to all;
 * a paid one opens once the enrolment-check call says the signed-in user is enrolled.
 */
export function useCourseAccess(course: Course): CourseAccess {
  const token = useAuthToken();
  const enrolment = useIsEnrolled(course._id, Boolean(token) && course.price > 0);
  const isEnrolled = Boolean(token) && enrolment.data === true;
  return { isEnrolled, canWatch: isEnrolled || course.price === 0 };
}
