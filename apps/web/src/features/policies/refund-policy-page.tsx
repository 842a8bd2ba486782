import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function RefundPolicyPage() {
  return <PlaceholderPage title="Refund and Cancellation" />;
}
