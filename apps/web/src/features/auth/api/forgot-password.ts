import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@sukoon/contract/common';
import type { ForgotPasswordRequest } from '@sukoon/contract/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiRequest<MessageResponse>('/api/forgot-password', { method: 'POST', body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
