import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function PrivacyPolicyPage() {
  return <PlaceholderPage title="Privacy Policy" />;
}
