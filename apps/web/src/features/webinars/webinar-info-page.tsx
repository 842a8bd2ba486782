import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function WebinarInfoPage() {
  return <PlaceholderPage title="Webinar" />;
}
