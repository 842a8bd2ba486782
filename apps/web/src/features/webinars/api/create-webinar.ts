import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWebinarInput, WebinarDetail } from '@sukoon/contract/webinars';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminWebinarsKey } from './get-admin-webinars.ts';
import { webinarsKey } from './get-webinars.ts';

/** POST /api/postwebinar (admin). */
export function createWebinar(input: CreateWebinarInput): Promise<WebinarDetail> {
  return apiRequest<WebinarDetail>('/api/postwebinar', { method: 'POST', body: input, auth: true });
}

export function useCreateWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebinar,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: adminWebinarsKey });
      // The admin list keeps its order until the next visit; the public list is re-read in order.
      await queryClient.invalidateQueries({ queryKey: webinarsKey });
    },
  });
}
