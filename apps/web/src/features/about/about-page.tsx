import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function AboutPage() {
  return <PlaceholderPage title="About us" />;
}
