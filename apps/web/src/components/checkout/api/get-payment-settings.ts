import type { QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@sukoon/contract/config';
import type { GetKeyResponse } from '@sukoon/contract/payments';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/config, shared with the rest of the app under the same key; it changes only on restart. */
export const fetchPaymentProvider = async (queryClient: QueryClient) =>
  (
    await queryClient.fetchQuery({
      queryKey: ['config'],
      queryFn: ({ signal }) => apiRequest<PublicConfig>('/api/config', { signal }),
      staleTime: Infinity,
    })
  ).paymentProvider;

/** GET /api/getkey: the provider's public key id for its checkout. */
export const fetchPaymentKey = async () => (await apiRequest<GetKeyResponse>('/api/getkey')).key;
