import type { QueryClient } from '@tanstack/react-query';
import type { GetKeyResponse } from '@sukoon/contract/payments';
import { apiRequest } from '../../../lib/api-client.ts';
import { publicConfigQuery } from '../../../lib/public-config.ts';

/** Which gateway takes the payment, from the app-wide cached runtime settings. */
export const fetchPaymentProvider = async (queryClient: QueryClient) =>
  (await queryClient.fetchQuery(publicConfigQuery)).paymentProvider;

/** GET /api/getkey: the provider's public key id for its checkout. */
export const fetchPaymentKey = async () => (await apiRequest<GetKeyResponse>('/api/getkey')).key;
