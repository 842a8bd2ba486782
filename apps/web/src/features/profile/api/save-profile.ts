import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@sukoon/contract/common';
import type { ProfileWriteRequest } from '@sukoon/contract/profile';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILE_KEY } from './get-profile.ts';

export const saveProfile = (profile: ProfileWriteRequest) =>
  apiRequest<MessageResponse>('/api/user/profile/write', { method: 'POST', body: profile, auth: true });

/** On success the profile is read again (the server tidies the mobile number), so the sidebar follows. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}
