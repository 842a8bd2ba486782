import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ClientAppointment,
  RescheduleAppointmentBody,
  RescheduleAppointmentResponse,
} from '@sukoon/contract/appointments';
import { apiRequest } from '../../../lib/api-client.ts';
import { myAppointmentsKey } from './get-my-appointments.ts';

export interface RescheduleRequest extends RescheduleAppointmentBody {
  id: string;
}

/** POST /api/appointments/{id}/reschedule (its client): once, to another free hour of the same counsellor. */
export const rescheduleAppointment = ({ id, date, slot }: RescheduleRequest) =>
  apiRequest<RescheduleAppointmentResponse>(`/api/appointments/${encodeURIComponent(id)}/reschedule`, {
    method: 'POST',
    body: { date, slot },
    auth: true,
  });

export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleAppointment,
    onSuccess: ({ appointment }) =>
      queryClient.setQueryData<ClientAppointment[]>(myAppointmentsKey, (list) =>
        list?.map((item) => (item._id === appointment._id ? appointment : item)),
      ),
    // The hours just freed and taken: every list of free hours is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
