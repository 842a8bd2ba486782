import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function ContactPage() {
  return <PlaceholderPage title="Contact" />;
}
