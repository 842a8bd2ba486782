import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorDisableRequest } from '@sukoon/contract/two-factor';
import { apiRequest } from '../../../lib/api-client.ts';

export const disableTwoStep = (body: TwoFactorDisableRequest) =>
  apiRequest<{ message: string }>('/api/me/two-factor/disable', { method: 'POST', auth: true, body });

export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoStep,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['two-step'] });
      await queryClient.invalidateQueries({ queryKey: ['userdetails'] });
    },
  });
}
