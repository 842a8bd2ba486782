import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function BookNowPage() {
  return <PlaceholderPage title="Book an Appointment" />;
}
