import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@sukoon/contract/common';
import type { RegisterRequest } from '@sukoon/contract/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/** Creates the pending sign-up and e-mails an OTP; called again to resend the OTP. */
export const register = (body: RegisterRequest) =>
  apiRequest<MessageResponse>('/api/register', { method: 'POST', body });

export const useRegister = () => useMutation({ mutationFn: register });
