import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function ForgotPasswordPage() {
  return <PlaceholderPage title="Forgot password" />;
}
