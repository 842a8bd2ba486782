import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@sukoon/contract/common';
import type { ResetPasswordRequest } from '@sukoon/contract/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest<MessageResponse>('/api/reset-password', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
