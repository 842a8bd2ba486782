import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function CoursesPage() {
  return <PlaceholderPage title="Courses" />;
}
