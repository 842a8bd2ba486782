import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@sukoon/contract/auth';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export const getUserDetails = async (signal?: AbortSignal): Promise<UserDetails> =>
  (await apiRequest<{ user: UserDetails }>('/api/userdetails', { auth: true, signal })).user;

/** Keyed by the token, so logging in as someone else never shows the previous person. */
export const userDetailsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['userdetails', token],
    queryFn: ({ signal }) => getUserDetails(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
    // A refused token stays refused; only a network hiccup is worth one more try.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status > 0) && failureCount < 1,
  });

export const useUserDetails = (token: string | null) => useQuery(userDetailsQueryOptions(token));
