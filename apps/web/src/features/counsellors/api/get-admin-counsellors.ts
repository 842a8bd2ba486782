import { useQuery } from '@tanstack/react-query';
import type { AdminCounsellor } from '@sukoon/contract/counsellors';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminCounsellorsKey = ['counsellors', 'admin'] as const;

/** GET /api/admin/counsellors (admin): every counsellor, active or not, with their account. */
export const fetchAdminCounsellors = (signal?: AbortSignal) =>
  apiRequest<AdminCounsellor[]>('/api/admin/counsellors', { auth: true, signal });

export function useAdminCounsellors() {
  return useQuery({ queryKey: adminCounsellorsKey, queryFn: ({ signal }) => fetchAdminCounsellors(signal) });
}
