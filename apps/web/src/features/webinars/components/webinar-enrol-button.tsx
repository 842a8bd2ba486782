import type { PublicWebinar } from '@sukoon/contract/webinars';
import { Button } from '../../../components/button.tsx';
import { webinarPriceRupees } from '../lib/webinar-schedule.ts';
import { m } from '../../../paraglide/messages.js';

/** 'Pay ₹{price} to Enroll', 'Enroll Free', or a disabled 'Expired' once the webinar has started. */
export function WebinarEnrolButton({
  webinar,
  isUpcoming,
  isBusy = false,
  onEnrol,
}: {
  webinar: PublicWebinar;
  isUpcoming: boolean;
  isBusy?: boolean;
  onEnrol: (webinar: PublicWebinar) => void;
}) {
  if (!isUpcoming) {
    return (
      <Button variant="secondary" disabled className="w-full">
        {m.learning_webinar_expired()}
      </Button>
    );
  }
  const price = webinarPriceRupees(webinar.price);
  const label = price > 0 ? m.learning_webinar_pay({ price }) : m.learning_webinar_enrol_free();
  return (
    <Button onClick={() => onEnrol(webinar)} disabled={isBusy} aria-busy={isBusy} className="w-full">
      {isBusy ? m.learning_webinar_enrol_loading() : label}
    </Button>
  );
}
