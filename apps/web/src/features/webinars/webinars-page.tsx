import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function WebinarsPage() {
  return <PlaceholderPage title="Webinars" />;
}
