import { ENROLMENT_MESSAGES } from '@sukoon/contract/enrolments';
import { useEnrolledWebinars } from '../api/get-enrolled-webinars.ts';
import { EnrolledWebinarCard } from './enrolled-webinar-card.tsx';
import { EnrolmentPanel } from './enrolment-panel.tsx';

export function WebinarsTab() {
  return (
    <EnrolmentPanel
      query={useEnrolledWebinars()}
      what="webinars"
      empty={ENROLMENT_MESSAGES.noWebinarsYet}
      renderItem={(webinar) => <EnrolledWebinarCard key={webinar._id} webinar={webinar} />}
    />
  );
}
