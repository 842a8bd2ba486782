import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@sukoon/contract/config';
import { apiRequest } from '../../../lib/api-client.ts';

export const getPublicConfig = (signal?: AbortSignal) => apiRequest<PublicConfig>('/api/config', { signal });

/** Runtime settings; they only change when the server restarts. */
export const usePublicConfig = () =>
  useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });
