import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCounsellorResponse, UpdateCounsellorBody } from '@sukoon/contract/counsellors';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeAdminCounsellor } from './admin-counsellor-cache.ts';

/** PUT /api/admin/counsellors/{id} (admin): the profile's fields; the e-mail stays. */
export const updateCounsellor = ({ id, input }: { id: string; input: UpdateCounsellorBody }) =>
  apiRequest<AdminCounsellorResponse>(`/api/admin/counsellors/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    auth: true,
  });

export function useUpdateCounsellor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCounsellor,
    onSuccess: ({ counsellor }) => storeAdminCounsellor(queryClient, counsellor),
  });
}
