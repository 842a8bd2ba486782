import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function LandingPage() {
  return <PlaceholderPage title="Home" />;
}
