import { formatIstDate, formatSlotHour } from '@sukoon/contract';
import { INTL_TAGS, type AppLocale } from '@sukoon/contract/languages';
import { PHONE_CODE_TTL_MINUTES, type PhoneEvent } from '@sukoon/contract/phones';
import type { PhoneMessageInputs } from '../../db/schema/index.ts';
import type { PhoneText } from '../../lib/phone-senders/phone-sender.ts';
import { m } from '../../paraglide/messages.js';

/** A slot's hour as a phone shows it: '10 AM' in English, 'सुबह 10' in Hindi. */
const hourOf = (slot: number, locale: AppLocale) =>
  locale === 'en'
    ? formatSlotHour(slot)
    : new Intl.DateTimeFormat(INTL_TAGS[locale], {
        timeZone: 'UTC',
        hour: 'numeric',
        dayPeriod: 'long',
      }).format(new Date(Date.UTC(2000, 0, 1, slot)));

/** 'Mon, 23 Nov 2026, 10 AM IST': short, since an SMS is 160 characters (70 in Devanagari). */
export const phoneWhen = (inputs: { date: string; slot: number }, locale: AppLocale) =>
  m.phones_when(
    { day: formatIstDate(inputs.date, { weekday: 'short', locale }), time: hourOf(inputs.slot, locale) },
    { locale },
  );

const EVENT_TEXTS = {
  session_accepted: m.phones_session_accepted,
  session_reminder_24h: m.phones_session_reminder_24h,
  session_reminder_1h: m.phones_session_reminder_1h,
  session_moved: m.phones_session_moved,
  session_cancelled: m.phones_session_cancelled,
  request_expired: m.phones_request_expired,
} satisfies Record<PhoneEvent, unknown>;

/**
 * A session message: a first name, the time in IST and a link, in the person's language; never
 * what the session is about (a phone's lock screen is seen by others). The template's variables
 * are the same three, in that order.
 */
export function sessionText(
  event: PhoneEvent,
  to: string,
  inputs: PhoneMessageInputs,
  language: AppLocale,
  fallbackLink: string,
): PhoneText {
  const parameters = [inputs.firstName, phoneWhen(inputs, language), inputs.link ?? fallbackLink];
  const [name = '', when = '', link = ''] = parameters;
  return {
    to,
    text: EVENT_TEXTS[event]({ name, when, link }, { locale: language }),
    language,
    templateKey: event,
    parameters,
  };
}

export function verificationCodeText(to: string, code: string, language: AppLocale): PhoneText {
  const minutes = String(PHONE_CODE_TTL_MINUTES);
  return {
    to,
    text: m.phones_verification_code({ code, minutes }, { locale: language }),
    language,
    templateKey: 'verification_code',
    parameters: [code, minutes],
  };
}
