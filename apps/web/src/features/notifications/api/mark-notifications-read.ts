import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadResponse, NotificationsResponse } from '@sukoon/contract/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationsKeyRoot } from './get-notifications.ts';

/** POST /api/notifications/read (Bearer): these of one's own are read now. */
export const markNotificationsRead = (ids: string[]) =>
  apiRequest<MarkReadResponse>('/api/notifications/read', { method: 'POST', body: { ids }, auth: true });

/** Updates the bell and the page in place: the named ones read, the server's unread count. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }, ids) => {
      const marked = new Set(ids);
      queryClient.setQueriesData<NotificationsResponse>({ queryKey: notificationsKeyRoot }, (answer) =>
        answer
          ? {
              unread,
              notifications: answer.notifications.map((item) =>
                marked.has(item._id) ? { ...item, read: true } : item,
              ),
            }
          : answer,
      );
    },
  });
}
