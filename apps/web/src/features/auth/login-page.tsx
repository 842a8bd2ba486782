import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function LoginPage() {
  return <PlaceholderPage title="Login" />;
}
