import { useQuery } from '@tanstack/react-query';
import type { AppointmentIntake } from '@sukoon/contract/intake';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/appointments/{id}/intake: what the client answered at booking (their counsellor only). */
export const fetchAppointmentIntake = (appointmentId: string, signal?: AbortSignal) =>
  apiRequest<AppointmentIntake>(`/api/appointments/${encodeURIComponent(appointmentId)}/intake`, {
    auth: true,
    signal,
  });

export function useAppointmentIntake(appointmentId: string) {
  return useQuery({
    queryKey: ['appointment-intake', appointmentId] as const,
    queryFn: ({ signal }) => fetchAppointmentIntake(appointmentId, signal),
    refetchOnWindowFocus: false,
  });
}
