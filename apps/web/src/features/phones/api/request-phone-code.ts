import { useMutation } from '@tanstack/react-query';
import type { PhoneVerificationRequest, PhoneVerificationResponse } from '@sukoon/contract/phones';
import { apiRequest } from '../../../lib/api-client.ts';

export const requestPhoneCode = (body: PhoneVerificationRequest) =>
  apiRequest<PhoneVerificationResponse>('/api/me/phone/verification', { method: 'POST', auth: true, body });

/** Asks for a 6-digit code by SMS; nothing changes on the account until the code comes back. */
export const useRequestPhoneCode = () => useMutation({ mutationFn: requestPhoneCode });
