import { useEnrolledWebinars } from '../api/get-enrolled-webinars.ts';
import { EnrolledWebinarCard } from './enrolled-webinar-card.tsx';
import { EnrolmentPanel } from './enrolment-panel.tsx';
import { m } from '../../../paraglide/messages.js';

export function WebinarsTab() {
  return (
    <EnrolmentPanel
      query={useEnrolledWebinars()}
      loading={m.account_dashboard_loading_webinars()}
      failed={m.account_dashboard_error_webinars()}
      empty={m.account_dashboard_no_webinars()}
      renderItem={(webinar) => <EnrolledWebinarCard key={webinar._id} webinar={webinar} />}
    />
  );
}
