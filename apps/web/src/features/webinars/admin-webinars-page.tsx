import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function AdminWebinarsPage() {
  return <PlaceholderPage title="Manage Webinar" />;
}
