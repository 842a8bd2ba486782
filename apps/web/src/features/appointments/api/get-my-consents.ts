import { useQuery } from '@tanstack/react-query';
import type { MyConsentsResponse } from '@sukoon/contract/consents';
import { apiRequest } from '../../../lib/api-client.ts';

export const myConsentsKey = ['me', 'consents'] as const;

/** GET /api/me/consents (Bearer): what the signed-in person has agreed to, and which version. */
export const fetchMyConsents = (signal?: AbortSignal) =>
  apiRequest<MyConsentsResponse>('/api/me/consents', { auth: true, signal });

export function useMyConsents() {
  return useQuery({ queryKey: myConsentsKey, queryFn: ({ signal }) => fetchMyConsents(signal) });
}
