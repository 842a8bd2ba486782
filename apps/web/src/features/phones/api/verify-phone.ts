import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhoneStatusResponse, PhoneVerifyRequest } from '@sukoon/contract/phones';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterPhoneChange } from './refresh-after-phone-change.ts';

export const verifyPhone = (body: PhoneVerifyRequest) =>
  apiRequest<PhoneStatusResponse>('/api/me/phone/verify', { method: 'POST', auth: true, body });

export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: () => refreshAfterPhoneChange(queryClient),
  });
}
