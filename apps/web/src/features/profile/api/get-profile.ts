import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Profile } from '@sukoon/contract/profile';
import { DEFAULT_LANGUAGE } from '@sukoon/contract/profile-options';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthToken } from '../../../lib/auth-token.ts';

/** Spec §3: every field defaults to an empty string, the language to English (US). */
export const EMPTY_PROFILE: Profile = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  hobby: '',
  language: DEFAULT_LANGUAGE,
  DOB: '',
  Address: '',
  Gender: '',
};

export const getProfile = (signal?: AbortSignal) =>
  apiRequest<Profile>('/api/user/profile/read', { auth: true, signal });

export const PROFILE_KEY = ['profile'] as const;
export const profileQueryKey = (token: string | null) => [...PROFILE_KEY, token] as const;

export function useProfile() {
  const token = useAuthToken();
  return useQuery({
    queryKey: profileQueryKey(token),
    queryFn: ({ signal }) => getProfile(signal),
    enabled: token !== null,
    retry: false,
    // A new token after a password change is the same person: keep showing their profile.
    placeholderData: keepPreviousData,
  });
}
