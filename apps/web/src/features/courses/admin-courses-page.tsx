import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function AdminCoursesPage() {
  return <PlaceholderPage title="Manage Courses" />;
}
