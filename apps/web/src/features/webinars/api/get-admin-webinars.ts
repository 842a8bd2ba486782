import { useQuery } from '@tanstack/react-query';
import type { WebinarDetail } from '@sukoon/contract/webinars';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminWebinarsKey = ['admin', 'webinars'] as const;

/** GET /api/admin/webinars (admin): every webinar with its meeting details, for editing. */
export function fetchAdminWebinars(signal?: AbortSignal): Promise<WebinarDetail[]> {
  return apiRequest<WebinarDetail[]>('/api/admin/webinars', { auth: true, signal });
}

export function useAdminWebinars() {
  return useQuery({ queryKey: adminWebinarsKey, queryFn: ({ signal }) => fetchAdminWebinars(signal) });
}
