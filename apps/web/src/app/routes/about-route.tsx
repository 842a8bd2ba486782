import AboutPage from '../../features/about/about-page.tsx';
import { useCounsellors } from '../../features/counsellors/api/get-counsellors.ts';
import { specialityLabel } from '../../features/counsellors/lib/counsellor-format.ts';

// Features never import each other; the app gives the About page its counsellor cards from the
// counsellors' own profiles. With none (or before they load) the page shows its founder alone.
export default function AboutRoute() {
  const counsellors = useCounsellors();
  // A failed list reads as an empty one: the page stays whole without the cards.
  const team = counsellors.isPending
    ? undefined
    : (counsellors.data ?? []).map((counsellor) => ({
        name: `${counsellor.firstName} ${counsellor.lastName}`,
        role: counsellor.title,
        bio: counsellor.bio,
        focus: counsellor.specialities.map(specialityLabel),
        portrait: counsellor.photo,
        href: `/counsellors/${encodeURIComponent(counsellor.slug)}`,
      }));
  return <AboutPage team={team} />;
}
