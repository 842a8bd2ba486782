import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function VerifyOtpPage() {
  return <PlaceholderPage title="Verify OTP" />;
}
