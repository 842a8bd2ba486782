import { Link, Navigate, useParams } from 'react-router';
import { Settings } from 'lucide-react';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { NotificationsFeed } from '../../features/notifications/components/notifications-feed.tsx';
import { NotificationSettings } from '../../features/phones/components/notification-settings.tsx';
import PhonePage from '../../features/phones/phone-page.tsx';
import { m } from '../../paraglide/messages.js';
import { AccountFrame } from './account-frame.tsx';

const LINK =
  'inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';

/**
 * /Notifications, their settings (/notifications/settings) and the number SMS and WhatsApp need
 * (/notifications/phone, issue 30): one chunk, since each leads to the next, and a chunk of their
 * own would renumber every route's preload list in the home page's router.
 */
export default function NotificationsRoute() {
  const section = useParams().section?.toLowerCase();
  if (section === undefined) return <Notifications />;
  if (section === 'settings') return <NotificationSettingsPage />;
  if (section === 'phone') return <PhonePage />;
  return <Navigate to="/Notifications" replace />;
}

function Notifications() {
  return (
    <AccountFrame title={m.account_notifications_title()}>
      <p className="mb-4">
        <Link to="/notifications/settings" className={LINK}>
          <Settings aria-hidden="true" className="size-4" />
          {m.phones_notifications_settings_link()}
        </Link>
      </p>
      <NotificationsFeed />
    </AccountFrame>
  );
}

// Features never import each other; the app frames the settings like the notifications they
// govern, and tells them the member's e-mail address from the profile.
function NotificationSettingsPage() {
  const email = useProfile().data?.email;
  return (
    <AccountFrame title={m.phones_settings_title()} intro={m.phones_settings_intro()}>
      <p className="-mt-2 mb-4">
        <Link to="/Notifications" className={LINK}>
          {m.phones_back_to_notifications()}
        </Link>
      </p>
      <NotificationSettings email={email || undefined} />
    </AccountFrame>
  );
}
