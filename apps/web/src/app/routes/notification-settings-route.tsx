import { Link } from 'react-router';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { NotificationSettings } from '../../features/phones/components/notification-settings.tsx';
import { m } from '../../paraglide/messages.js';
import { AccountFrame } from './account-frame.tsx';

// Features never import each other; the app frames the settings like the notifications they
// govern, and tells them the member's e-mail address from the profile.
export default function NotificationSettingsRoute() {
  const email = useProfile().data?.email;
  return (
    <AccountFrame title={m.phones_settings_title()} intro={m.phones_settings_intro()}>
      <p className="-mt-2 mb-4">
        <Link
          to="/Notifications"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
        >
          {m.phones_back_to_notifications()}
        </Link>
      </p>
      <NotificationSettings email={email || undefined} />
    </AccountFrame>
  );
}
