import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@sukoon/contract/common';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminWebinarsKey } from './get-admin-webinars.ts';
import { webinarsKey } from './get-webinars.ts';

/** DELETE /api/webinar/delete/:id (admin). */
export function deleteWebinar(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/webinar/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
}

export function useDeleteWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebinar,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: adminWebinarsKey });
      await queryClient.invalidateQueries({ queryKey: webinarsKey });
    },
  });
}
