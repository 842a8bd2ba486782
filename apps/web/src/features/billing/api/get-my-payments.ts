import { useQuery } from '@tanstack/react-query';
import type { PaymentHistoryItem } from '@sukoon/contract/invoices';
import { apiRequest } from '../../../lib/api-client.ts';

export const myPaymentsKey = ['payments', 'mine'] as const;

/** GET /api/payments/mine (Bearer): every payment the caller made, newest first. */
export const fetchMyPayments = (signal?: AbortSignal) =>
  apiRequest<PaymentHistoryItem[]>('/api/payments/mine', { auth: true, signal });

export const useMyPayments = () =>
  useQuery({ queryKey: myPaymentsKey, queryFn: ({ signal }) => fetchMyPayments(signal) });
