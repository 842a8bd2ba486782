import { useQuery } from '@tanstack/react-query';
import type { AdminCounsellorName } from '@sukoon/contract/list-pages';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCounsellorsKey } from './get-admin-counsellors.ts';

/**
 * GET /api/admin/counsellors/names (admin): every counsellor's id and name, active or not — what the
 * appointment list filters by, and a name for the hours page, without reading every profile.
 */
export const fetchAdminCounsellorNames = (signal?: AbortSignal) =>
  apiRequest<AdminCounsellorName[]>('/api/admin/counsellors/names', { auth: true, signal });

export function useAdminCounsellorNames() {
  return useQuery({
    queryKey: [...adminCounsellorsKey, 'names'],
    queryFn: ({ signal }) => fetchAdminCounsellorNames(signal),
  });
}
