import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function ResetPasswordPage() {
  return <PlaceholderPage title="Reset password" />;
}
