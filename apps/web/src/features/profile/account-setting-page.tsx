import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function AccountSettingPage() {
  return <PlaceholderPage title="Account Security" />;
}
