import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function AppInfoPage() {
  return <PlaceholderPage title="Our app" />;
}
