import { useQuery } from '@tanstack/react-query';
import type { SessionRoomResponse } from '@sukoon/contract/session-room';
import { apiRequest } from '../../../lib/api-client.ts';

export const sessionRoomKey = (appointmentId: string) => ['session-room', appointmentId] as const;

/** GET /api/sessions/{id}/room: the client or the counsellor of an accepted session (anyone else 404). */
export const fetchSessionRoom = (appointmentId: string, signal?: AbortSignal) =>
  apiRequest<SessionRoomResponse>(`/api/sessions/${encodeURIComponent(appointmentId)}/room`, {
    auth: true,
    signal,
  });

export function useSessionRoom(appointmentId: string) {
  return useQuery({
    queryKey: sessionRoomKey(appointmentId),
    queryFn: ({ signal }) => fetchSessionRoom(appointmentId, signal),
    // TURN credentials are short-lived and the room's state moves with the clock: never stale for long.
    staleTime: 60_000,
    retry: false,
  });
}
