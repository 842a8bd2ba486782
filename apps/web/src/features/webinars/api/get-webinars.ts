import { useQuery } from '@tanstack/react-query';
import type { PublicWebinar } from '@sukoon/contract/webinars';
import { apiRequest } from '../../../lib/api-client.ts';

export const webinarsKey = ['webinars'] as const;

/** GET /api/getwebinar: live webinars, newest first, without meeting details. */
export function fetchWebinars(signal?: AbortSignal): Promise<PublicWebinar[]> {
  return apiRequest<PublicWebinar[]>('/api/getwebinar', { signal });
}

export function useWebinars() {
  return useQuery({ queryKey: webinarsKey, queryFn: ({ signal }) => fetchWebinars(signal) });
}
