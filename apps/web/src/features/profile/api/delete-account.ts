import { useMutation } from '@tanstack/react-query';
import type { AccountDeleteBody } from '@sukoon/contract/data-rights';
import type { MessageResponse } from '@sukoon/contract/common';
import { apiRequest } from '../../../lib/api-client.ts';

/** 200 once erased; a 409 carries the upcoming sessions to confirm (ApiError.body). */
export const deleteAccount = (body: AccountDeleteBody) =>
  apiRequest<MessageResponse>('/api/me/delete', { method: 'POST', body, auth: true });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
