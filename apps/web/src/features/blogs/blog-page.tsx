import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function BlogPage() {
  return <PlaceholderPage title="Blog" />;
}
