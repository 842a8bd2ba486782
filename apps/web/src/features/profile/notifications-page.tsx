import { Bell } from 'lucide-react';
import { ProfileShell } from './components/profile-shell.tsx';

export default function NotificationsPage() {
  return (
    <ProfileShell title="Notifications">
      <ul className="divide-y divide-sand-200 rounded-xl border border-sand-200">
        <li className="flex items-center gap-3 px-4 py-4 text-slate-700">
          <Bell aria-hidden="true" className="size-5 text-brand-700" />
          No new notification
        </li>
      </ul>
    </ProfileShell>
  );
}
