import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@sukoon/contract/two-factor';
import { apiRequest } from '../../../lib/api-client.ts';

export const twoStepStatusQuery = queryOptions({
  queryKey: ['two-step'],
  queryFn: ({ signal }) => apiRequest<TwoFactorStatus>('/api/me/two-factor', { auth: true, signal }),
});

export const useTwoStepStatus = () => useQuery(twoStepStatusQuery);
