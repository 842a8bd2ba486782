import { useMutation } from '@tanstack/react-query';
import type { AcceptCounsellorInviteBody } from '@sukoon/contract/counsellors';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/counsellor/accept-invite: sets the password; the link then stops working. */
export const acceptInvite = (body: AcceptCounsellorInviteBody) =>
  apiRequest<{ message: string }>('/api/counsellor/accept-invite', { method: 'POST', body });

export const useAcceptInvite = () => useMutation({ mutationFn: acceptInvite });
