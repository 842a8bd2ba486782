import { useQuery } from '@tanstack/react-query';
import type { WebinarDetail } from '@sukoon/contract/webinars';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { webinarsKey } from './get-webinars.ts';

export const webinarDetailsKey = (id: string) => [...webinarsKey, id, 'details'] as const;

/** GET /api/getwebinars/:id (Bearer): the meeting details; 403 until the webinar is paid for. */
export function fetchWebinarDetails(id: string, signal?: AbortSignal): Promise<WebinarDetail> {
  return apiRequest<WebinarDetail>(`/api/getwebinars/${encodeURIComponent(id)}`, { auth: true, signal });
}

export function useWebinarDetails(id: string) {
  return useQuery({
    queryKey: webinarDetailsKey(id),
    queryFn: ({ signal }) => fetchWebinarDetails(id, signal),
    // A refusal (403, 404) will not change by asking again at once.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
  });
}
