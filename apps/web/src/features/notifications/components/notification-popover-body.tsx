import { Link } from 'react-router';
import { BELL_LIMIT, isSessionRefused, useNotifications } from '../api/get-notifications.ts';
import { useMarkReadWhenShown } from '../hooks/use-mark-read-when-shown.ts';
import { NotificationItem } from './notification-item.tsx';
import { m } from '../../../paraglide/messages.js';

/** What the bell's popover holds: the newest few, marked read once it is open. */
export function NotificationPopoverBody({ isOpen, onNavigate }: { isOpen: boolean; onNavigate: () => void }) {
  const { data, error } = useNotifications(BELL_LIMIT);
  const freshIds = useMarkReadWhenShown(data?.notifications, isOpen);
  const items = data?.notifications ?? [];
  const hasNoNew = data ? freshIds.size === 0 && data.unread === 0 : isSessionRefused(error);
  // Unread ones older than those shown stay unread until /Notifications shows them.
  const unreadElsewhere = data ? data.unread - items.filter((item) => !item.read).length : 0;

  return (
    <>
      <div className="max-h-[500px] overflow-y-auto">
        {!data && !error ? (
          <p role="status" className="px-4 py-6 text-center text-sm text-slate-700">
            {m.account_notifications_loading()}
          </p>
        ) : null}
        {error && !data && !hasNoNew ? (
          <p className="px-4 py-6 text-center text-sm text-slate-700">{m.account_notifications_error()}</p>
        ) : null}
        {hasNoNew ? (
          <p className="px-4 py-6 text-center text-sm text-slate-700">{m.account_notifications_none_new()}</p>
        ) : null}
        {items.length > 0 ? (
          <ul
            aria-label={m.account_notifications_newest()}
            className="divide-y divide-slate-200 border-t border-slate-200"
          >
            {items.map((item) => (
              <NotificationItem
                key={item._id}
                notification={item}
                isNew={freshIds.has(item._id)}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        ) : null}
      </div>
      {items.length > 0 ? (
        <div className="border-t border-slate-200 px-4 py-3 text-center">
          <Link
            to="/Notifications"
            onClick={onNavigate}
            className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {unreadElsewhere > 0
              ? m.account_notifications_see_all_unread({ count: unreadElsewhere })
              : m.account_notifications_see_all()}
          </Link>
        </div>
      ) : null}
    </>
  );
}
