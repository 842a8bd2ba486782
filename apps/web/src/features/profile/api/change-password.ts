import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, ChangePasswordResponse } from '@sukoon/contract/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { renewToken } from '../../../lib/auth-token.ts';

export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<ChangePasswordResponse>('/api/user/change-password', { method: 'POST', body, auth: true });

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    // The server ends older tokens on a password change; the fresh one keeps this tab signed in.
    onSuccess: ({ token }) => {
      if (token) renewToken(token);
    },
  });
