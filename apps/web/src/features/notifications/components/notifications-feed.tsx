import { Bell } from 'lucide-react';
import { NOTIFICATIONS_MAX_LIMIT } from '@sukoon/contract/notification-rules';
import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkReadWhenShown } from '../hooks/use-mark-read-when-shown.ts';
import { NotificationItem } from './notification-item.tsx';
import { m } from '../../../paraglide/messages.js';

/** /Notifications: all of one's notifications (the newest 100), new ones marked read on sight. */
export function NotificationsFeed() {
  const { data, isPending, isError } = useNotifications(NOTIFICATIONS_MAX_LIMIT);
  const freshIds = useMarkReadWhenShown(data?.notifications, true);

  if (isPending) return <Loader label={m.account_notifications_loading()} />;
  if (isError && !data) {
    return <StatusMessage kind="error">{m.account_notifications_error()}</StatusMessage>;
  }
  const items = data.notifications;
  return (
    <ul className="divide-y divide-sand-200 overflow-hidden rounded-xl border border-sand-200">
      {items.length === 0 ? (
        <li className="flex items-center gap-3 px-4 py-4 text-slate-700">
          <Bell aria-hidden="true" className="size-5 text-brand-700" />
          {m.account_notifications_none()}
        </li>
      ) : (
        items.map((item) => (
          <NotificationItem key={item._id} notification={item} isNew={freshIds.has(item._id)} />
        ))
      )}
    </ul>
  );
}
