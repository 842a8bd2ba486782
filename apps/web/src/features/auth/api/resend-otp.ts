import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@sukoon/contract/common';
import type { ResendOtpRequest } from '@sukoon/contract/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/** A fresh sign-up code by e-mail alone, for the OTP page opened without the sign-up form. */
export const resendOtp = (body: ResendOtpRequest) =>
  apiRequest<MessageResponse>('/api/register/resend-otp', { method: 'POST', body });

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
