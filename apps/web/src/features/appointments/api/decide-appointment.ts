import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@sukoon/contract/paging';
import type { AdminAppointment, AppointmentStatusResponse } from '@sukoon/contract/appointments';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminAppointmentsKey } from './get-admin-appointments.ts';

export interface Decision {
  id: string;
  status: 'accepted' | 'rejected' | 'cancelled';
  /** Cancelling a session that has started: why it is refunded (kept on the audit trail). */
  reason?: string;
}

/** POST /api/appointments/:id (admin): accept or reject a pending request, or cancel an accepted session. */
export const decideAppointment = ({ id, status, reason }: Decision) =>
  apiRequest<AppointmentStatusResponse>(`/api/appointments/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: reason ? { status, reason } : { status },
    auth: true,
  });

/** Updates the list in place with the server's record of the decided request. */
export function useDecideAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppointment,
    onSuccess: ({ appointment }) => {
      queryClient.setQueriesData<Page<AdminAppointment>>(
        { queryKey: adminAppointmentsKey },
        (list) =>
          list && {
            ...list,
            items: list.items.map((item) => (item._id === appointment._id ? appointment : item)),
          },
      );
    },
    // A failed refund still leaves the request rejected: show what the server now holds.
    onError: () => queryClient.invalidateQueries({ queryKey: adminAppointmentsKey }),
  });
}
