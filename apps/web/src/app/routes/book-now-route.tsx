import BookNowPage from '../../features/appointments/book-now-page.tsx';
import { useCounsellors } from '../../features/counsellors/api/get-counsellors.ts';

// Features never import each other; the app hands the booking page the counsellors to choose from.
// Until the list is in (or if it fails) the page is the spec's: any available counsellor.
export default function BookNowRoute() {
  const counsellors = useCounsellors();
  const bookable = counsellors.isPending
    ? undefined
    : (counsellors.data ?? []).map((counsellor) => ({
        _id: counsellor._id,
        slug: counsellor.slug,
        name: `${counsellor.firstName} ${counsellor.lastName}`,
        title: counsellor.title,
        photo: counsellor.photo,
      }));
  return <BookNowPage counsellors={bookable} />;
}
