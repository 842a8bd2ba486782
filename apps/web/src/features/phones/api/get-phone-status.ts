import { useQuery } from '@tanstack/react-query';
import type { PhoneStatusResponse } from '@sukoon/contract/phones';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthToken } from '../../../lib/auth-token.ts';

export const getPhoneStatus = (signal?: AbortSignal) =>
  apiRequest<PhoneStatusResponse>('/api/me/phone', { auth: true, signal });

/**
 * Under the profile's key on purpose: a profile save (which may change the number) reads the
 * status again, and a number verified or removed here reads the profile again.
 */
export const PHONE_STATUS_KEY = ['profile', 'phone'] as const;

export function usePhoneStatus() {
  const token = useAuthToken();
  return useQuery({
    queryKey: [...PHONE_STATUS_KEY, token],
    queryFn: ({ signal }) => getPhoneStatus(signal),
    enabled: token !== null,
    retry: false,
  });
}
