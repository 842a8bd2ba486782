import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorEnableRequest, TwoFactorEnableResponse } from '@sukoon/contract/two-factor';
import { apiRequest } from '../../../lib/api-client.ts';

export const enableTwoStep = (body: TwoFactorEnableRequest) =>
  apiRequest<TwoFactorEnableResponse>('/api/me/two-factor/enable', { method: 'POST', auth: true, body });

/** On: the status, and the user details (which say whether setting it up is still owed), change. */
export function useEnableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoStep,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['two-step'] });
      await queryClient.invalidateQueries({ queryKey: ['userdetails'] });
    },
  });
}
