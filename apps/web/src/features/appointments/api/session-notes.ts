import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionNotes } from '@sukoon/contract/counsellors';
import { apiRequest } from '../../../lib/api-client.ts';

const notesPath = (appointmentId: string) =>
  `/api/counsellor/appointments/${encodeURIComponent(appointmentId)}/notes`;
const notesKey = (appointmentId: string) => ['session-notes', appointmentId] as const;

/** GET /api/counsellor/appointments/{id}/notes: the counsellor's private notes on one session. */
export const fetchSessionNotes = (appointmentId: string, signal?: AbortSignal) =>
  apiRequest<SessionNotes>(notesPath(appointmentId), { auth: true, signal });

/** PUT /api/counsellor/appointments/{id}/notes */
export const saveSessionNotes = ({ appointmentId, notes }: { appointmentId: string; notes: string }) =>
  apiRequest<SessionNotes>(notesPath(appointmentId), { method: 'PUT', body: { notes }, auth: true });

export function useSessionNotes(appointmentId: string) {
  return useQuery({
    queryKey: notesKey(appointmentId),
    queryFn: ({ signal }) => fetchSessionNotes(appointmentId, signal),
    refetchOnWindowFocus: false,
  });
}

export function useSaveSessionNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSessionNotes,
    onSuccess: (saved, { appointmentId, notes }) =>
      queryClient.setQueryData<SessionNotes>(notesKey(appointmentId), {
        notes: typeof saved?.notes === 'string' ? saved.notes : notes,
        updatedAt: saved?.updatedAt ?? null,
      }),
  });
}
