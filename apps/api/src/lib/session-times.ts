import { formatIstDate, formatSlotHour, formatSlotRange } from '@sukoon/contract';
import { INTL_TAGS, type AppLocale } from '@sukoon/contract/languages';
import { m } from '../paraglide/messages.js';

// A session's time as mail and calendar entries write it, in the reader's language (decision 018).

/** An hour of the IST day with its part of the day: 'सुबह 10', 'संध्याकाळ 5' (Latin digits). */
const localHour = (hour: number, locale: AppLocale): string =>
  new Intl.DateTimeFormat(INTL_TAGS[locale], { timeZone: 'UTC', hour: 'numeric', dayPeriod: 'long' }).format(
    new Date(Date.UTC(2000, 0, 1, hour)),
  );

/** A slot's first hour: '10 AM' in English (the spec's form), 'सुबह 10' in Hindi. */
export const slotHour = (hour: number, locale: AppLocale = 'en'): string =>
  locale === 'en' ? formatSlotHour(hour) : localHour(hour, locale);

/** The one-hour slot: '10 AM to 11 AM' in English (the spec's form), 'सुबह 10 से सुबह 11 बजे तक'. */
export const slotRange = (slot: number, locale: AppLocale = 'en'): string =>
  locale === 'en'
    ? formatSlotRange(slot)
    : m.sessions_slot_range({ from: localHour(slot, locale), to: localHour(slot + 1, locale) }, { locale });

/** 'Tuesday, 24 Nov 2026, 10 AM to 11 AM (Indian Standard Time)', or the same in Hindi or Marathi. */
export const sessionWhen = (a: { date: string; slot: number }, locale: AppLocale = 'en'): string =>
  m.sessions_when(
    { day: formatIstDate(a.date, { weekday: 'long', locale }), time: slotRange(a.slot, locale) },
    { locale },
  );
