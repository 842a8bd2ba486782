import { useMutation } from '@tanstack/react-query';
import type { LoginMfaRequest } from '@sukoon/contract/two-factor';
import { apiRequest } from '../../../lib/api-client.ts';

/** The second step of a staff sign-in: the ticket from the password step and a code. */
export const completeLoginMfa = (body: LoginMfaRequest) =>
  apiRequest<{ token: string }>('/api/login/mfa', { method: 'POST', body });

export const useLoginMfa = () => useMutation({ mutationFn: completeLoginMfa });
