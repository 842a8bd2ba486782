import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounsellorAppointment } from '@sukoon/contract/counsellors';
import type { SessionOutcome, SessionOutcomeResponse } from '@sukoon/contract/sessions';
import { apiRequest } from '../../../lib/api-client.ts';
import { deskAppointmentsKey } from './get-desk-appointments.ts';

export interface OutcomeMark {
  id: string;
  outcome: SessionOutcome;
}

/** POST /api/appointments/{id}/outcome: after the end, completed or the client did not attend. */
export const markOutcome = ({ id, outcome }: OutcomeMark) =>
  apiRequest<SessionOutcomeResponse>(`/api/appointments/${encodeURIComponent(id)}/outcome`, {
    method: 'POST',
    body: { outcome },
    auth: true,
  });

export function useMarkOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOutcome,
    onSuccess: ({ appointmentId, outcome }) =>
      queryClient.setQueryData<CounsellorAppointment[]>(deskAppointmentsKey, (list) =>
        list?.map((item) => (item._id === appointmentId ? { ...item, outcome } : item)),
      ),
  });
}
