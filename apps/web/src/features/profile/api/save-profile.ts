import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@sukoon/contract/common';
import type { Profile } from '@sukoon/contract/profile';
import { apiRequest } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/auth-token.ts';
import { profileQueryKey } from './get-profile.ts';

export const saveProfile = (profile: Profile) =>
  apiRequest<MessageResponse>('/api/user/profile/write', { method: 'POST', body: profile, auth: true });

/** On success the cached profile becomes what was saved, so the sidebar's name follows at once. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (_answer, profile) => queryClient.setQueryData(profileQueryKey(getToken()), profile),
  });
}
