import { ProfileShell } from '../../features/profile/components/profile-shell.tsx';
import { NotificationsFeed } from '../../features/notifications/components/notifications-feed.tsx';

// Features never import each other; the app puts the notifications in the account pages' frame.
export default function NotificationsRoute() {
  return (
    <ProfileShell title="Notifications">
      <NotificationsFeed />
    </ProfileShell>
  );
}
