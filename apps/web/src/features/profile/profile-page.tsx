import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function ProfilePage() {
  return <PlaceholderPage title="Public Profile" />;
}
