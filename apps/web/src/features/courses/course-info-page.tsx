import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function CourseInfoPage() {
  return <PlaceholderPage title="Course" />;
}
