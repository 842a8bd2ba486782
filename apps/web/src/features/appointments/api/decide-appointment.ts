import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAppointment, AppointmentStatusResponse } from '@sukoon/contract/appointments';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminAppointmentsKey } from './get-admin-appointments.ts';

export interface Decision {
  id: string;
  status: 'accepted' | 'rejected';
}

/** POST /api/appointments/:id (admin): accept or reject a pending request. */
export const decideAppointment = ({ id, status }: Decision) =>
  apiRequest<AppointmentStatusResponse>(`/api/appointments/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { status },
    auth: true,
  });

/** Updates the list in place with the server's record of the decided request. */
export function useDecideAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppointment,
    onSuccess: ({ appointment }) => {
      queryClient.setQueriesData<AdminAppointment[]>({ queryKey: adminAppointmentsKey }, (list) =>
        list?.map((item) => (item._id === appointment._id ? appointment : item)),
      );
    },
    // A failed refund still leaves the request rejected: show what the server now holds.
    onError: () => queryClient.invalidateQueries({ queryKey: adminAppointmentsKey }),
  });
}
