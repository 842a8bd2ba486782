import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function AdminBlogsPage() {
  return <PlaceholderPage title="Manage Blogs" />;
}
