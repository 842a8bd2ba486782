import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FailedPhoneMessage, PhoneMessageRetryResponse } from '@sukoon/contract/phones';
import { apiRequest } from '../../../lib/api-client.ts';
import { FAILED_PHONE_MESSAGES_KEY } from './get-failed-phone-messages.ts';

export const retryPhoneMessage = (id: string) =>
  apiRequest<PhoneMessageRetryResponse>(`/api/admin/phone-messages/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    auth: true,
  });

/**
 * Puts a message that gave up back in the queue. The list is read again whatever the answer: a
 * message requeued leaves it, and a 404 or 409 means the list on screen was out of date.
 */
export function useRetryPhoneMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: FailedPhoneMessage) => retryPhoneMessage(message._id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAILED_PHONE_MESSAGES_KEY }),
  });
}
