import { useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@sukoon/contract/notifications';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useAuthToken } from '../../../lib/auth-token.ts';

/** Every notifications query starts with this, so marking read can update them all. */
export const notificationsKeyRoot = ['notifications'] as const;
export const notificationsKey = (limit: number) => [...notificationsKeyRoot, { limit }] as const;

const POLL_MS = 60_000;
/** How many the bell's popover shows; /Notifications has the rest. */
export const BELL_LIMIT = 5;

/** A refused session has no notifications to show; asking again will not change that. */
export const isSessionRefused = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

/** GET /api/notifications (Bearer): the newest `limit` of one's own, and how many are unread. */
export const fetchNotifications = (limit: number, signal?: AbortSignal) =>
  apiRequest<NotificationsResponse>(`/api/notifications?limit=${limit}`, { auth: true, signal });

/**
 * Asked again every minute and when the window regains focus, so a new notice reaches the bell
 * without a reload; never asked for a visitor, and no longer once the session is refused.
 */
export function useNotifications(limit: number) {
  const token = useAuthToken();
  return useQuery({
    queryKey: notificationsKey(limit),
    queryFn: ({ signal }) => fetchNotifications(limit, signal),
    enabled: token !== null,
    refetchOnWindowFocus: true,
    retry: (failures, error) => !isSessionRefused(error) && failures < 1,
    refetchInterval: (query) => (isSessionRefused(query.state.error) ? false : POLL_MS),
  });
}
