import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWebinarInput, WebinarDetail } from '@sukoon/contract/webinars';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminWebinarsKey } from './get-admin-webinars.ts';
import { webinarsKey } from './get-webinars.ts';

/** PUT /api/webinars/update/:id (admin). */
export function updateWebinar({
  id,
  input,
}: {
  id: string;
  input: UpdateWebinarInput;
}): Promise<WebinarDetail> {
  return apiRequest<WebinarDetail>(`/api/webinars/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    auth: true,
  });
}

export function useUpdateWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebinar,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: adminWebinarsKey });
      await queryClient.invalidateQueries({ queryKey: webinarsKey });
    },
  });
}
