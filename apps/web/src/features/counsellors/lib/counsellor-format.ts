import {
  COUNSELLOR_LANGUAGES,
  SPECIALITIES,
  type CounsellorLanguage,
  type PublicCounsellor,
  type Speciality,
} from '@sukoon/contract/counsellors';
import { formatSlotHour } from '@sukoon/contract/slots';
import { formatDate } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export const isSpeciality = (value: string): value is Speciality =>
  (SPECIALITIES as readonly string[]).includes(value);
export const isCounsellorLanguage = (value: string): value is CounsellorLanguage =>
  (COUNSELLOR_LANGUAGES as readonly string[]).includes(value);

// The contract's SPECIALITY_LABELS and COUNSELLOR_LANGUAGES, in the page's language.
const SPECIALITY_WORDS: Record<Speciality, () => string> = {
  depression: m.booking_speciality_depression,
  anxiety: m.booking_speciality_anxiety,
  parenting: m.booking_speciality_parenting,
  couple: m.booking_speciality_couple,
  'sexual-wellness': m.booking_speciality_sexual_wellness,
  career: m.booking_speciality_career,
};

const LANGUAGE_WORDS: Record<CounsellorLanguage, () => string> = {
  English: m.booking_language_english,
  Hindi: m.booking_language_hindi,
  Marathi: m.booking_language_marathi,
  Gujarati: m.booking_language_gujarati,
  Bengali: m.booking_language_bengali,
  Tamil: m.booking_language_tamil,
  Telugu: m.booking_language_telugu,
  Kannada: m.booking_language_kannada,
  Malayalam: m.booking_language_malayalam,
  Punjabi: m.booking_language_punjabi,
  Urdu: m.booking_language_urdu,
};

/** 'sexual-wellness' → 'Sexual wellness' (in the page's language); an unknown value as it is. */
export const specialityLabel = (value: string) => (isSpeciality(value) ? SPECIALITY_WORDS[value]() : value);

/** 'Marathi' → 'मराठी' on a Hindi page; an unknown value as it is. */
export const languageLabel = (value: string) =>
  isCounsellorLanguage(value) ? LANGUAGE_WORDS[value]() : value;

/** '2026-11-24', 17 → 'Tue 24 Nov, 5 PM' (IST, as every slot is). */
export function formatFreeSlot({ date, slot }: { date: string; slot: number }): string {
  const day = formatDate(date, { weekday: 'short' })
    .replace(/^(\w+), /, '$1 ')
    .replace(/ \d{4}$/, '');
  return `${day}, ${formatSlotHour(slot)}`;
}

export const nextFreeText = (nextFree: PublicCounsellor['nextFree']) =>
  nextFree
    ? m.booking_counsellor_free_soonest({ slot: formatFreeSlot(nextFree) })
    : m.booking_counsellor_no_free_hours();

export const yearsText = (years: number | null) =>
  years === null ? null : m.booking_counsellor_years({ count: years });
