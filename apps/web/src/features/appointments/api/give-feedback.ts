import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientAppointment } from '@sukoon/contract/appointments';
import type { SessionFeedbackBody } from '@sukoon/contract/sessions';
import { apiRequest } from '../../../lib/api-client.ts';
import { myAppointmentsKey } from './get-my-appointments.ts';

export interface FeedbackRequest extends SessionFeedbackBody {
  id: string;
}

/** POST /api/appointments/{id}/feedback (its client), once, after an accepted session has ended. */
export const giveFeedback = ({ id, ...body }: FeedbackRequest) =>
  apiRequest<{ message: string }>(`/api/appointments/${encodeURIComponent(id)}/feedback`, {
    method: 'POST',
    body,
    auth: true,
  });

export function useGiveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveFeedback,
    onSuccess: (_answer, { id }) =>
      queryClient.setQueryData<ClientAppointment[]>(myAppointmentsKey, (list) =>
        list?.map((item) => (item._id === id ? { ...item, feedbackGiven: true } : item)),
      ),
  });
}
