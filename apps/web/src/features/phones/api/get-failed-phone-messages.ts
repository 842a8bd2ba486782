import { useQuery } from '@tanstack/react-query';
import type { FailedPhoneMessage } from '@sukoon/contract/phones';
import { apiRequest } from '../../../lib/api-client.ts';

export const getFailedPhoneMessages = (signal?: AbortSignal) =>
  apiRequest<FailedPhoneMessage[]>('/api/admin/phone-messages/failed', { auth: true, signal });

export const FAILED_PHONE_MESSAGES_KEY = ['admin', 'phone-messages', 'failed'] as const;

/** The SMS and WhatsApp messages that gave up, newest first (admins only). */
export const useFailedPhoneMessages = () =>
  useQuery({
    queryKey: FAILED_PHONE_MESSAGES_KEY,
    queryFn: ({ signal }) => getFailedPhoneMessages(signal),
  });
