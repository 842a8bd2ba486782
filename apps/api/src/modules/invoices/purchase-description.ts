import { formatIstDate, formatIstDateTime } from '@sukoon/contract';
import type { AppLocale } from '@sukoon/contract/languages';
import { m } from '../../paraglide/messages.js';
import { slotHour } from '../../lib/session-times.ts';
import type { PurchaseFacts } from './invoices-repository.ts';

/**
 * What a payment bought, as its invoice (English, the document's language) and the payment history
 * (the reader's language) say it.
 */
export function describePurchase(facts: PurchaseFacts, locale: AppLocale = 'en'): string {
  switch (facts.purpose) {
    case 'course':
      return m.mail_purchase_course(
        { name: facts.courseName ?? m.mail_purchase_a_course({}, { locale }) },
        { locale },
      );
    case 'webinar':
      return facts.webinarStartsAt
        ? m.mail_purchase_webinar(
            { title: facts.webinarTitle ?? '', when: formatIstDateTime(facts.webinarStartsAt, { locale }) },
            { locale },
          )
        : m.mail_purchase_webinar_plain({}, { locale });
    case 'appointment': {
      if (!facts.appointmentDate || facts.appointmentSlot === null) {
        return m.mail_purchase_session_plain({}, { locale });
      }
      const counsellor = [facts.counsellorFirstName, facts.counsellorLastName].filter(Boolean).join(' ');
      const day = formatIstDate(facts.appointmentDate, { locale });
      const hour = slotHour(facts.appointmentSlot, locale);
      return counsellor
        ? m.mail_purchase_session_with({ day, hour, counsellor }, { locale })
        : m.mail_purchase_session({ day, hour }, { locale });
    }
  }
}
