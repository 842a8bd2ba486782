import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useUserDetails } from '../../features/auth/api/get-user-details.ts';
import { ProfileShell } from '../../features/profile/components/profile-shell.tsx';
import { NotificationsFeed } from '../../features/notifications/components/notifications-feed.tsx';
import { useAuthToken } from '../../lib/auth-token.ts';
import { m } from '../../paraglide/messages.js';

// Features never import each other; the app puts the notifications in the account pages' frame
// for members, and beside a way back to the desk for counsellors (the member pages refuse them).
export default function NotificationsRoute() {
  const isCounsellor = useUserDetails(useAuthToken()).data?.role === 'counsellor';
  if (isCounsellor) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <PageMeta title={m.account_notifications_title()} />
        <p>
          <Link
            to="/counsellor"
            className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            ← My desk
          </Link>
        </p>
        <h1 className="mt-4 font-serif text-3xl text-brand-800">{m.account_notifications_title()}</h1>
        <div className="mt-6 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
          <NotificationsFeed />
        </div>
      </main>
    );
  }
  return (
    <ProfileShell title={m.account_notifications_title()}>
      <NotificationsFeed />
    </ProfileShell>
  );
}
