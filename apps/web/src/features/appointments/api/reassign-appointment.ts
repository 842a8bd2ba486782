import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentStatusResponse } from '@sukoon/contract/appointments';
import type { ReassignAppointmentBody } from '@sukoon/contract/counsellors';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminAppointmentsKey } from './get-admin-appointments.ts';

/** POST /api/admin/appointments/{id}/counsellor (admin): a pending request to another free counsellor; 409 when they are not. */
export const reassignAppointment = ({ id, counsellorId }: ReassignAppointmentBody & { id: string }) =>
  apiRequest<Partial<AppointmentStatusResponse>>(
    `/api/admin/appointments/${encodeURIComponent(id)}/counsellor`,
    { method: 'POST', body: { counsellorId }, auth: true },
  );

export function useReassignAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignAppointment,
    // Filtered lists gain and lose the request: read them all again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAppointmentsKey }),
  });
}
