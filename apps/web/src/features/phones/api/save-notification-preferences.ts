import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesResponse, NotificationPreferencesWrite } from '@sukoon/contract/phones';
import { apiRequest } from '../../../lib/api-client.ts';
import { NOTIFICATION_PREFERENCES_KEY } from './get-notification-preferences.ts';

export const saveNotificationPreferences = (body: NotificationPreferencesWrite) =>
  apiRequest<NotificationPreferencesResponse>('/api/me/notification-preferences', {
    method: 'PUT',
    auth: true,
    body,
  });

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_PREFERENCES_KEY }),
  });
}
