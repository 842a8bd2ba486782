import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function TermsPage() {
  return <PlaceholderPage title="Terms & Conditions" />;
}
