import BookNowPage from '../../features/appointments/book-now-page.tsx';
import { useCounsellors } from '../../features/counsellors/api/get-counsellors.ts';
import { chooseCounsellors } from '../../features/counsellors/lib/counsellor-filter.ts';
import { PhoneInvitation } from '../../features/phones/components/phone-invitation.tsx';
import { useProfile } from '../../features/profile/api/get-profile.ts';

// Features never import each other; the app hands the booking page the counsellors to choose from.
// Until the list is in (or if it fails) the page is the spec's: any available counsellor. The
// picker offers them as /counsellors lists them, soonest free first. Someone the profile says has
// no verified number is offered reminders by SMS or WhatsApp, in one line (nothing while unsure).
export default function BookNowRoute() {
  const counsellors = useCounsellors();
  const isPhoneUnverified = useProfile().data?.phoneVerified === false;
  const bookable = counsellors.isPending
    ? undefined
    : chooseCounsellors(counsellors.data ?? [], { speciality: null, language: null }).map((counsellor) => ({
        _id: counsellor._id,
        slug: counsellor.slug,
        name: `${counsellor.firstName} ${counsellor.lastName}`,
        title: counsellor.title,
        photo: counsellor.photo,
      }));
  return (
    <BookNowPage
      counsellors={bookable}
      phoneInvitation={isPhoneUnverified ? <PhoneInvitation returnTo="/booknow" /> : null}
    />
  );
}
