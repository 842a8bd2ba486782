import { Link } from 'react-router';
import { Settings } from 'lucide-react';
import { NotificationsFeed } from '../../features/notifications/components/notifications-feed.tsx';
import { m } from '../../paraglide/messages.js';
import { AccountFrame } from './account-frame.tsx';

export default function NotificationsRoute() {
  return (
    <AccountFrame title={m.account_notifications_title()}>
      <p className="mb-4">
        <Link
          to="/notifications/settings"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
        >
          <Settings aria-hidden="true" className="size-4" />
          {m.phones_notifications_settings_link()}
        </Link>
      </p>
      <NotificationsFeed />
    </AccountFrame>
  );
}
