import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounsellorAvailabilityInput } from '@sukoon/contract/counsellors';
import { apiRequest } from '../../../lib/api-client.ts';
import { availabilityKey, availabilityPath } from './get-availability.ts';
import { counsellorsKey } from './get-counsellors.ts';

/** PUT /api/counsellor/availability[?counsellorId=]: the whole calendar; booked sessions stay. */
export const saveAvailability = ({
  counsellorId,
  availability,
}: {
  counsellorId: string | null;
  availability: CounsellorAvailabilityInput;
}) =>
  apiRequest<{ message?: string }>(availabilityPath(counsellorId), {
    method: 'PUT',
    body: availability,
    auth: true,
  });

export function useSaveAvailability(counsellorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: async () => {
      // Who is free soonest changes with the hours.
      await queryClient.invalidateQueries({ queryKey: availabilityKey(counsellorId) });
      await queryClient.invalidateQueries({ queryKey: counsellorsKey });
    },
  });
}
