import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@sukoon/contract/common';
import type { VerifyOtpRequest } from '@sukoon/contract/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export const verifyOtp = (body: VerifyOtpRequest) =>
  apiRequest<MessageResponse>('/api/verify-otp', { method: 'POST', body });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
