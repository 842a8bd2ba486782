import WebinarsPage from '../../features/webinars/webinars-page.tsx';
import { useEnrolledWebinars } from '../../features/dashboard/api/get-enrolled-webinars.ts';
import { useAuthToken } from '../../lib/auth-token.ts';

// Features never import each other; the app tells the webinar list which seats the member holds,
// so a bought webinar's card says it is theirs. Visitors who are not signed in ask for nothing.
export default function WebinarsRoute() {
  const isSignedIn = Boolean(useAuthToken());
  const seats = useEnrolledWebinars({ enabled: isSignedIn });
  const enrolledIds = new Set(isSignedIn ? (seats.data ?? []).map((webinar) => webinar._id) : []);
  return <WebinarsPage enrolledWebinarIds={enrolledIds} />;
}
