import { useQuery } from '@tanstack/react-query';
import type { AdminAppointment } from '@sukoon/contract/appointments';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminAppointmentsKey = ['appointments', 'admin'] as const;

/** GET /api/appointments/get (admin): every paid request; anything but an array is a failure. */
export async function fetchAdminAppointments(signal?: AbortSignal): Promise<AdminAppointment[]> {
  const answer = await apiRequest<unknown>('/api/appointments/get', { auth: true, signal });
  if (!Array.isArray(answer)) throw new Error('The appointment list is not a list.');
  return answer as AdminAppointment[];
}

export function useAdminAppointments() {
  return useQuery({
    queryKey: adminAppointmentsKey,
    queryFn: ({ signal }) => fetchAdminAppointments(signal),
  });
}
