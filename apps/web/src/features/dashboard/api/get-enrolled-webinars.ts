import { useQuery } from '@tanstack/react-query';
import type { EnrolledWebinar } from '@sukoon/contract/enrolments';
import { apiRequest } from '../../../lib/api-client.ts';

export const enrolledWebinarsKey = ['enrolments', 'webinars'] as const;

/** GET /api/enrolled/webinars (Bearer): `{ webinars }`, latest start first. */
export const fetchEnrolledWebinars = async (signal?: AbortSignal) =>
  (await apiRequest<{ webinars: EnrolledWebinar[] }>('/api/enrolled/webinars', { auth: true, signal }))
    .webinars;

/** `enabled: false` asks nothing (a visitor who is not signed in). */
export const useEnrolledWebinars = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: enrolledWebinarsKey,
    queryFn: ({ signal }) => fetchEnrolledWebinars(signal),
    enabled,
  });
