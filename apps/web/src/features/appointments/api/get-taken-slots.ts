import { useQuery } from '@tanstack/react-query';
import type { TakenSlot } from '@sukoon/contract/appointments';
import { apiRequest } from '../../../lib/api-client.ts';

export const takenSlotsKey = ['appointments', 'taken-slots'] as const;

/** GET /api/appointments/get (Bearer): for a client, the date and slot of every taken slot. */
export async function fetchTakenSlots(signal?: AbortSignal): Promise<TakenSlot[]> {
  const answer = await apiRequest<unknown>('/api/appointments/get', { auth: true, signal });
  if (!Array.isArray(answer)) throw new Error('The list of taken slots is not a list.');
  return answer as TakenSlot[];
}

export function useTakenSlots() {
  return useQuery({
    queryKey: takenSlotsKey,
    queryFn: ({ signal }) => fetchTakenSlots(signal),
    // Other clients book too: look again when the visitor comes back to the tab.
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}
