import { Link } from 'react-router';
import type { Notification } from '@sukoon/contract/notifications';
import { isInAppPath } from '@sukoon/contract/notification-rules';
import { m } from '../../../paraglide/messages.js';
import { formatDateTime } from '../../../lib/dates.ts';

/** One notification: new ones carry a marker and the word "New", not colour alone. */
export function NotificationItem({
  notification,
  isNew,
  onNavigate,
}: {
  notification: Notification;
  isNew: boolean;
  /** Called when its link is followed (the popover closes). */
  onNavigate?: () => void;
}) {
  const { title, body, link, createdAt } = notification;
  return (
    <li className={`flex gap-3 px-4 py-3 ${isNew ? 'bg-brand-50' : 'bg-white'}`}>
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${isNew ? 'bg-brand-700' : 'bg-transparent'}`}
      />
      <div className="min-w-0 flex-1">
        <p className={`break-words text-sm text-brand-900 ${isNew ? 'font-semibold' : 'font-medium'}`}>
          {link && isInAppPath(link) ? (
            <Link
              to={link}
              onClick={onNavigate}
              className="underline underline-offset-2 hover:text-brand-700"
            >
              {title}
            </Link>
          ) : (
            title
          )}
          {isNew ? (
            <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 align-middle text-xs font-semibold text-white">
              {m.account_notifications_new()}
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 break-words text-sm text-slate-700">{body}</p>
        <p className="mt-1 text-xs text-slate-600">
          <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
        </p>
      </div>
    </li>
  );
}
