import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function NotificationsPage() {
  return <PlaceholderPage title="Notifications" />;
}
