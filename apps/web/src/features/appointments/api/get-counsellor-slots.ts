import { useQuery } from '@tanstack/react-query';
import type { TakenSlot } from '@sukoon/contract/appointments';
import { apiRequest } from '../../../lib/api-client.ts';

export const counsellorSlotsKey = (counsellorId: string) =>
  ['appointments', 'counsellor-slots', counsellorId] as const;

/** GET /api/counsellors/{id}/slots: the hours this counsellor is free in the booking window. */
export const fetchCounsellorSlots = (counsellorId: string, signal?: AbortSignal) =>
  apiRequest<TakenSlot[]>(`/api/counsellors/${encodeURIComponent(counsellorId)}/slots`, { signal });

/** Nothing is asked while no counsellor is chosen. */
export function useCounsellorSlots(counsellorId: string | null) {
  return useQuery({
    queryKey: counsellorSlotsKey(counsellorId ?? ''),
    queryFn: ({ signal }) => fetchCounsellorSlots(counsellorId ?? '', signal),
    enabled: counsellorId !== null,
    // Other clients book too: look again when the visitor comes back to the tab.
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}
