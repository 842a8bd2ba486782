import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhoneStatusResponse } from '@sukoon/contract/phones';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterPhoneChange } from './refresh-after-phone-change.ts';

export const removePhone = () =>
  apiRequest<PhoneStatusResponse>('/api/me/phone', { method: 'DELETE', auth: true });

export function useRemovePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhone,
    onSuccess: () => refreshAfterPhoneChange(queryClient),
  });
}
