import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@sukoon/contract/paging';
import type {
  AdminAppointment,
  AppointmentStatusResponse,
  CounsellorAppointmentStatusResponse,
} from '@sukoon/contract/appointments';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminAppointmentsKey } from './get-admin-appointments.ts';
import { deskAppointmentsKey } from './get-desk-appointments.ts';

export interface Decision {
  id: string;
  status: 'accepted' | 'rejected' | 'cancelled';
  /** An admin cancelling a session that has started: why it is refunded (kept on the audit trail). */
  reason?: string;
}

/**
 * POST /api/appointments/:id: an admin, or the appointment's own counsellor, accepts or rejects a
 * pending request, or cancels an accepted session (the client is refunded in full). The answer is
 * by the caller's role: the counsellor's names the client by first name only.
 */
export const decideAppointment = <
  Answer extends AppointmentStatusResponse | CounsellorAppointmentStatusResponse,
>({
  id,
  status,
  reason,
}: Decision) =>
  apiRequest<Answer>(`/api/appointments/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: reason ? { status, reason } : { status },
    auth: true,
  });

/** The admin's decisions: the list is updated in place with the server's record of the request. */
export function useDecideAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppointment<AppointmentStatusResponse>,
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

/** The counsellor's decisions on the desk. */
export function useDecideDeskRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppointment<CounsellorAppointmentStatusResponse>,
    // The desk's record carries the meeting link the accept created: read the list again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskAppointmentsKey }),
  });
}
