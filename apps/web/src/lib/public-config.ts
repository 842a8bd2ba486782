import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@sukoon/contract/config';
import { apiRequest } from './api-client.ts';

/** GET /api/config: runtime settings (payment provider, Google sign-in) that change only on restart. */
export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => apiRequest<PublicConfig>('/api/config', { signal }),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQuery);
