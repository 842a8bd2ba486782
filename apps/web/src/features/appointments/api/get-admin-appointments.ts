import { useQuery } from '@tanstack/react-query';
import type { AdminAppointment } from '@sukoon/contract/appointments';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every admin list, whatever its filter: the prefix to update or refetch them all. */
export const adminAppointmentsKey = ['appointments', 'admin'] as const;

/**
 * GET /api/appointments/get[?counsellorId=] (admin): every paid request, or one counsellor's;
 * anything but an array is a failure.
 */
export async function fetchAdminAppointments(
  counsellorId: string | null,
  signal?: AbortSignal,
): Promise<AdminAppointment[]> {
  const query = counsellorId ? `?${new URLSearchParams({ counsellorId }).toString()}` : '';
  const answer = await apiRequest<unknown>(`/api/appointments/get${query}`, { auth: true, signal });
  if (!Array.isArray(answer)) throw new Error('The appointment list is not a list.');
  return answer as AdminAppointment[];
}

export function useAdminAppointments(counsellorId: string | null = null) {
  return useQuery({
    queryKey: [...adminAppointmentsKey, counsellorId ?? 'all'],
    queryFn: ({ signal }) => fetchAdminAppointments(counsellorId, signal),
  });
}
