import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function UserCoursesPage() {
  return <PlaceholderPage title="Your Dashboard" />;
}
