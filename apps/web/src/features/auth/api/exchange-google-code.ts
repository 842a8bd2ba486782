import { useMutation } from '@tanstack/react-query';
import type { GoogleCodeExchangeRequest, LoginResponse } from '@sukoon/contract/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Trades the one-time code the Google callback put in the address for a login token. The browser
 * sends the key cookie the callback left beside it (same origin), so a code alone is worthless.
 */
export const exchangeGoogleCode = (body: GoogleCodeExchangeRequest) =>
  apiRequest<LoginResponse>('/api/auth/google/exchange', { method: 'POST', body });

export const useExchangeGoogleCode = () => useMutation({ mutationFn: exchangeGoogleCode });
