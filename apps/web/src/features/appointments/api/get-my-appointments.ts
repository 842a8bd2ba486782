import { useQuery } from '@tanstack/react-query';
import type { ClientAppointment } from '@sukoon/contract/appointments';
import { apiRequest } from '../../../lib/api-client.ts';

export const myAppointmentsKey = ['appointments', 'mine'] as const;

/** GET /api/appointments/mine (Bearer): the signed-in client's paid requests. */
export const fetchMyAppointments = (signal?: AbortSignal) =>
  apiRequest<ClientAppointment[]>('/api/appointments/mine', { auth: true, signal });

export function useMyAppointments() {
  return useQuery({ queryKey: myAppointmentsKey, queryFn: ({ signal }) => fetchMyAppointments(signal) });
}
