import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function AdminPanelPage() {
  return <PlaceholderPage title="Admin panel" />;
}
