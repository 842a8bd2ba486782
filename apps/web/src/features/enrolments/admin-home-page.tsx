import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function AdminHomePage() {
  return <PlaceholderPage title="Enrolments" />;
}
