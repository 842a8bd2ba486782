import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function CookiePolicyPage() {
  return <PlaceholderPage title="Cookie Policy" />;
}
