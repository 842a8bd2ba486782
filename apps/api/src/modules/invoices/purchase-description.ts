import { formatIstDate, formatIstDateTime, formatSlotHour } from '@sukoon/contract';
import type { PurchaseFacts } from './invoices-repository.ts';

/** What a payment bought, as its invoice and the payment history say it. */
export function describePurchase(facts: PurchaseFacts): string {
  switch (facts.purpose) {
    case 'course':
      return `Online course: ${facts.courseName ?? 'a course'}`;
    case 'webinar':
      return facts.webinarStartsAt
        ? `Webinar: ${facts.webinarTitle ?? ''}, ${formatIstDateTime(facts.webinarStartsAt)}`
        : 'Webinar';
    case 'appointment': {
      if (!facts.appointmentDate || facts.appointmentSlot === null) return 'Counselling session';
      const counsellor = [facts.counsellorFirstName, facts.counsellorLastName].filter(Boolean).join(' ');
      const session = `Counselling session on ${formatIstDate(facts.appointmentDate)}, ${formatSlotHour(facts.appointmentSlot)} IST`;
      return counsellor ? `${session} with ${counsellor}` : session;
    }
  }
}
