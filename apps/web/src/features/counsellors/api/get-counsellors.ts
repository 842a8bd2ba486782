import { useQuery } from '@tanstack/react-query';
import type { PublicCounsellor } from '@sukoon/contract/counsellors';
import { apiRequest } from '../../../lib/api-client.ts';

export const counsellorsKey = ['counsellors'] as const;

/** GET /api/counsellors: the active counsellors, as anyone sees them. */
export const fetchCounsellors = (signal?: AbortSignal) =>
  apiRequest<PublicCounsellor[]>('/api/counsellors', { signal });

export function useCounsellors() {
  return useQuery({ queryKey: counsellorsKey, queryFn: ({ signal }) => fetchCounsellors(signal) });
}
