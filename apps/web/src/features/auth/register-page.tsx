import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function RegisterPage() {
  return <PlaceholderPage title="Sign up" />;
}
