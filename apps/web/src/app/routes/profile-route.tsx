import ProfilePage from '../../features/profile/profile-page.tsx';
import { PhoneSection } from '../../features/phones/components/phone-section.tsx';

// Features never import each other; the app gives the profile its mobile number's section:
// verified or not, verify, change or remove it.
export default function ProfileRoute() {
  return <ProfilePage phoneSection={<PhoneSection />} />;
}
