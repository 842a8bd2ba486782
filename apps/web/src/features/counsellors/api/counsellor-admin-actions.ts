import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCounsellorResponse } from '@sukoon/contract/counsellors';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeAdminCounsellor } from './admin-counsellor-cache.ts';

/** The three one-click admin actions, each a POST without a body that answers with the record. */
export type CounsellorAction = 'deactivate' | 'activate' | 'invite';

/**
 * POST /api/admin/counsellors/{id}/deactivate (no new bookings; booked sessions stay),
 * POST …/activate, and POST …/invite (a fresh invitation; the older link stops working).
 */
export const runCounsellorAction = ({ id, action }: { id: string; action: CounsellorAction }) =>
  apiRequest<AdminCounsellorResponse>(`/api/admin/counsellors/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    auth: true,
  });

export function useCounsellorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runCounsellorAction,
    onSuccess: ({ counsellor }) => storeAdminCounsellor(queryClient, counsellor),
  });
}
