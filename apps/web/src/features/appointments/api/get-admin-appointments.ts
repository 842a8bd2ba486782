import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAppointment, AdminAppointmentStatus } from '@sukoon/contract/appointments';
import type { Page } from '@sukoon/contract/paging';
import { apiRequest } from '../../../lib/api-client.ts';
import { pageSearch } from '../../../lib/page-search.ts';

/** Every admin list, whatever its filter: the prefix to update or refetch them all. */
export const adminAppointmentsKey = ['appointments', 'admin'] as const;

export type AdminAppointmentsQuery = {
  counsellorId?: string | undefined;
  status?: AdminAppointmentStatus | undefined;
  /** In the client's first name or e-mail. */
  q?: string | undefined;
  page: number;
  limit: number;
};

/**
 * GET /api/appointments/get?page&limit[&counsellorId&status&q] (admin): one page of the paid
 * requests, newest date first, and how many match; anything but a page is a failure.
 */
export async function fetchAdminAppointments(
  query: AdminAppointmentsQuery,
  signal?: AbortSignal,
): Promise<Page<AdminAppointment>> {
  const answer = await apiRequest<Partial<Page<AdminAppointment>>>(
    `/api/appointments/get?${pageSearch({ ...query })}`,
    {
      auth: true,
      signal,
    },
  );
  if (!Array.isArray(answer.items)) throw new Error('The appointment list is not a page.');
  return answer as Page<AdminAppointment>;
}

export function useAdminAppointments(query: AdminAppointmentsQuery) {
  return useQuery({
    queryKey: [...adminAppointmentsKey, query],
    queryFn: ({ signal }) => fetchAdminAppointments(query, signal),
    placeholderData: keepPreviousData,
  });
}
