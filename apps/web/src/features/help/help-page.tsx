import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function HelpPage() {
  return <PlaceholderPage title="Help" />;
}
