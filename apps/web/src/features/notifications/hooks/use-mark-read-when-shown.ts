import { useEffect, useState } from 'react';
import type { Notification } from '@sukoon/contract/notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';

const NONE: ReadonlySet<string> = new Set();

/**
 * While `isShown`, the unread ones on screen are marked read, by id: one that arrives in between
 * was never seen, so it stays unread. Returns the ids that were new when shown, so the view keeps
 * telling the reader which ones they are until it is closed.
 */
export function useMarkReadWhenShown(notifications: Notification[] | undefined, isShown: boolean) {
  const { mutate } = useMarkNotificationsRead();
  const unreadKey = (notifications ?? [])
    .filter((item) => !item.read)
    .map((item) => item._id)
    .join(',');

  // Adjusted while rendering (not in an effect), so the view never shows a frame without them.
  const [freshIds, setFreshIds] = useState(NONE);
  const [seen, setSeen] = useState('');
  const current = `${String(isShown)}|${unreadKey}`;
  if (current !== seen) {
    setSeen(current);
    if (!isShown) setFreshIds(NONE);
    else if (unreadKey) setFreshIds((before) => new Set([...before, ...unreadKey.split(',')]));
  }

  useEffect(() => {
    if (isShown && unreadKey) mutate(unreadKey.split(','));
  }, [isShown, unreadKey, mutate]);

  return freshIds;
}
