import { useQuery } from '@tanstack/react-query';
import type { EnrolledCourseChoice } from '@sukoon/contract/list-pages';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminEnrolmentsKey } from './get-enrolment-page.ts';

/** GET /api/admin/enrolments/courses (admin): the courses anyone enrolled in, by name. */
export const fetchEnrolledCourseChoices = (signal?: AbortSignal) =>
  apiRequest<EnrolledCourseChoice[]>('/api/admin/enrolments/courses', { auth: true, signal });

export const useEnrolledCourseChoices = () =>
  useQuery({
    queryKey: [...adminEnrolmentsKey, 'courses'],
    queryFn: ({ signal }) => fetchEnrolledCourseChoices(signal),
  });
