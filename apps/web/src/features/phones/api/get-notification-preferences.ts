import { useQuery } from '@tanstack/react-query';
import type { NotificationPreferencesResponse } from '@sukoon/contract/phones';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthToken } from '../../../lib/auth-token.ts';

export const getNotificationPreferences = (signal?: AbortSignal) =>
  apiRequest<NotificationPreferencesResponse>('/api/me/notification-preferences', { auth: true, signal });

export const NOTIFICATION_PREFERENCES_KEY = ['notification-preferences'] as const;

export function useNotificationPreferences() {
  const token = useAuthToken();
  return useQuery({
    queryKey: [...NOTIFICATION_PREFERENCES_KEY, token],
    queryFn: ({ signal }) => getNotificationPreferences(signal),
    enabled: token !== null,
    retry: false,
  });
}
