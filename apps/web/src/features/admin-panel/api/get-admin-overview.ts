import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@sukoon/contract/admin-overview';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/overview (admin): today's work and what is not set up yet. */
export const fetchAdminOverview = (signal?: AbortSignal) =>
  apiRequest<AdminOverview>('/api/admin/overview', { auth: true, signal });

export const useAdminOverview = () =>
  useQuery({ queryKey: ['admin', 'overview'], queryFn: ({ signal }) => fetchAdminOverview(signal) });
