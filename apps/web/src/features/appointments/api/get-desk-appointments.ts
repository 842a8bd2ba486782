import { useQuery } from '@tanstack/react-query';
import type { CounsellorAppointment } from '@sukoon/contract/counsellors';
import { apiRequest } from '../../../lib/api-client.ts';

export const deskAppointmentsKey = ['counsellor-appointments'] as const;

/** GET /api/counsellor/appointments (counsellor): their own sessions and requests. */
export const fetchDeskAppointments = (signal?: AbortSignal) =>
  apiRequest<CounsellorAppointment[]>('/api/counsellor/appointments', { auth: true, signal });

export function useDeskAppointments() {
  return useQuery({
    queryKey: deskAppointmentsKey,
    queryFn: ({ signal }) => fetchDeskAppointments(signal),
    // New requests arrive while the desk is open: look again when the counsellor comes back.
    refetchOnWindowFocus: true,
  });
}
