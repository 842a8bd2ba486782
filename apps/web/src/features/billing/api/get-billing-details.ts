import { useQuery } from '@tanstack/react-query';
import type { BillingDetails } from '@sukoon/contract/invoices';
import { apiRequest } from '../../../lib/api-client.ts';

export const billingDetailsKey = ['me', 'billing'] as const;

/** GET /api/me/billing (Bearer): the GSTIN and GST state the caller's invoices carry. */
export const fetchBillingDetails = (signal?: AbortSignal) =>
  apiRequest<BillingDetails>('/api/me/billing', { auth: true, signal });

export const useBillingDetails = () =>
  useQuery({ queryKey: billingDetailsKey, queryFn: ({ signal }) => fetchBillingDetails(signal) });
