import { useQuery } from '@tanstack/react-query';
import type { AdminFeedback } from '@sukoon/contract/sessions';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminFeedbackKey = ['feedback', 'admin'] as const;

/** GET /api/admin/feedback (admin): every client's word after a session, newest first. */
export const fetchAdminFeedback = (signal?: AbortSignal) =>
  apiRequest<AdminFeedback[]>('/api/admin/feedback', { auth: true, signal });

export function useAdminFeedback() {
  return useQuery({ queryKey: adminFeedbackKey, queryFn: ({ signal }) => fetchAdminFeedback(signal) });
}
