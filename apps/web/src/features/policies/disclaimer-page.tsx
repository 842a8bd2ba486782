import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function DisclaimerPage() {
  return <PlaceholderPage title="Disclaimer" />;
}
