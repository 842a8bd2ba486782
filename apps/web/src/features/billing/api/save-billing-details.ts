import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingDetails } from '@sukoon/contract/invoices';
import { apiRequest } from '../../../lib/api-client.ts';
import { billingDetailsKey } from './get-billing-details.ts';

/** PUT /api/me/billing (Bearer): answers the details as stored. */
export const saveBillingDetails = (details: BillingDetails) =>
  apiRequest<BillingDetails>('/api/me/billing', { method: 'PUT', body: details, auth: true });

export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingDetails,
    onSuccess: (saved) => queryClient.setQueryData(billingDetailsKey, saved),
  });
}
