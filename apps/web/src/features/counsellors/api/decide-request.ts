import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounsellorAppointmentStatusResponse } from '@sukoon/contract/appointments';
import { apiRequest } from '../../../lib/api-client.ts';
import { deskAppointmentsKey } from './get-desk-appointments.ts';

export interface RequestDecision {
  id: string;
  status: 'accepted' | 'rejected' | 'cancelled';
}

/**
 * POST /api/appointments/{id}: the appointment's own counsellor accepts or rejects a request, or
 * cancels an accepted session before it starts (the client is refunded in full). The answer names
 * the client by first name only.
 */
export const decideRequest = ({ id, status }: RequestDecision) =>
  apiRequest<CounsellorAppointmentStatusResponse>(`/api/appointments/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { status },
    auth: true,
  });

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRequest,
    // The desk's record carries the meeting link the accept created: read the list again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskAppointmentsKey }),
  });
}
