import { DeskSidePage } from '../../components/desk-side-page.tsx';
import { m } from '../../paraglide/messages.js';
import { AvailabilityPanel } from './components/availability-panel.tsx';

/** `/counsellor/availability`: the signed-in counsellor's weekly hours and time off. */
export default function CounsellorAvailabilityPage() {
  return (
    <DeskSidePage
      title={m.staff_hours_title()}
      heading={m.staff_desk_hours_link()}
      intro={m.staff_hours_intro()}
      isWide
    >
      <AvailabilityPanel counsellorId={null} />
    </DeskSidePage>
  );
}
