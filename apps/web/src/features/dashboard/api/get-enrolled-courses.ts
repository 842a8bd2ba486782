import { useQuery } from '@tanstack/react-query';
import type { EnrolledCourse } from '@sukoon/contract/enrolments';
import { apiRequest } from '../../../lib/api-client.ts';

/** A purchase anywhere refreshes everything under ['enrolments']. */
export const enrolledCoursesKey = ['enrolments', 'courses'] as const;

/** GET /api/enrolled/courses (Bearer): the user's courses, newest enrolment first. */
export const fetchEnrolledCourses = (signal?: AbortSignal) =>
  apiRequest<EnrolledCourse[]>('/api/enrolled/courses', { auth: true, signal });

export const useEnrolledCourses = () =>
  useQuery({ queryKey: enrolledCoursesKey, queryFn: ({ signal }) => fetchEnrolledCourses(signal) });
