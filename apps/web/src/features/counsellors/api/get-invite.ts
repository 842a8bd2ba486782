import { useQuery } from '@tanstack/react-query';
import type { CounsellorInvite } from '@sukoon/contract/counsellors';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** GET /api/counsellor/invite?token=…: whom the link is for; a 4xx says why it no longer works. */
export const fetchInvite = (token: string, signal?: AbortSignal) =>
  apiRequest<CounsellorInvite>(`/api/counsellor/invite?${new URLSearchParams({ token }).toString()}`, {
    signal,
  });

export function useInvite(token: string) {
  return useQuery({
    queryKey: ['counsellor-invite', token],
    queryFn: ({ signal }) => fetchInvite(token, signal),
    enabled: token !== '',
    // A refused link stays refused; only a network hiccup is worth one more try.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status > 0) && failureCount < 1,
    staleTime: Infinity,
  });
}
