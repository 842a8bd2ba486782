import { useQuery } from '@tanstack/react-query';
import type { SessionAttendance } from '@sukoon/contract/session-room';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/sessions/{id}/attendance: who joined the session's room and when. */
export const fetchSessionAttendance = (appointmentId: string, signal?: AbortSignal) =>
  apiRequest<SessionAttendance>(`/api/sessions/${encodeURIComponent(appointmentId)}/attendance`, {
    auth: true,
    signal,
  });

export function useSessionAttendance(appointmentId: string, isEnabled = true) {
  return useQuery({
    queryKey: ['session-attendance', appointmentId] as const,
    queryFn: ({ signal }) => fetchSessionAttendance(appointmentId, signal),
    enabled: isEnabled,
    refetchOnWindowFocus: false,
  });
}
