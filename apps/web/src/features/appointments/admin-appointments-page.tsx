import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function AdminAppointmentsPage() {
  return <PlaceholderPage title="Appointments" />;
}
