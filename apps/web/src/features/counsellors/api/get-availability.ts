import { useQuery } from '@tanstack/react-query';
import type { CounsellorAvailability } from '@sukoon/contract/counsellors';
import { apiRequest } from '../../../lib/api-client.ts';

/** Whose hours: the signed-in counsellor's own, or (an admin) the counsellor with this id. */
export const availabilityKey = (counsellorId: string | null) =>
  ['counsellor-availability', counsellorId ?? 'mine'] as const;

export const availabilityPath = (counsellorId: string | null) =>
  counsellorId
    ? `/api/counsellor/availability?${new URLSearchParams({ counsellorId }).toString()}`
    : '/api/counsellor/availability';

/** GET /api/counsellor/availability[?counsellorId=]: weekly hours and time off. */
export const fetchAvailability = (counsellorId: string | null, signal?: AbortSignal) =>
  apiRequest<CounsellorAvailability>(availabilityPath(counsellorId), { auth: true, signal });

export function useAvailability(counsellorId: string | null) {
  return useQuery({
    queryKey: availabilityKey(counsellorId),
    queryFn: ({ signal }) => fetchAvailability(counsellorId, signal),
    // The page holds a draft of these; a refetch on focus would not replace it, so do not ask.
    refetchOnWindowFocus: false,
  });
}
