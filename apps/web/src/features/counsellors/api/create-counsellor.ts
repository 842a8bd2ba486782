import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCounsellorResponse, CreateCounsellorBody } from '@sukoon/contract/counsellors';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeAdminCounsellor } from './admin-counsellor-cache.ts';

/** POST /api/admin/counsellors (admin): the profile, and an invitation e-mailed to the counsellor. */
export const createCounsellor = (body: CreateCounsellorBody) =>
  apiRequest<AdminCounsellorResponse>('/api/admin/counsellors', { method: 'POST', body, auth: true });

export function useCreateCounsellor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCounsellor,
    onSuccess: ({ counsellor }) => storeAdminCounsellor(queryClient, counsellor),
  });
}
