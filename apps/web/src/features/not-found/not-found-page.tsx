import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function NotFoundPage() {
  return <PlaceholderPage title="Not found" />;
}
