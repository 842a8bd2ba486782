import {
  COUNSELLOR_LANGUAGES,
  SPECIALITIES,
  SPECIALITY_LABELS,
  type CounsellorLanguage,
  type PublicCounsellor,
  type Speciality,
} from '@sukoon/contract/counsellors';
import { formatAppointmentDay, formatSlotHour } from '@sukoon/contract/slots';

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export const isSpeciality = (value: string): value is Speciality =>
  (SPECIALITIES as readonly string[]).includes(value);
export const isCounsellorLanguage = (value: string): value is CounsellorLanguage =>
  (COUNSELLOR_LANGUAGES as readonly string[]).includes(value);

/** 'sexual-wellness' → 'Sexual wellness'; an unknown value as it is. */
export const specialityLabel = (value: string) => (isSpeciality(value) ? SPECIALITY_LABELS[value] : value);

/** '2026-11-24', 17 → 'Tue 24 Nov, 5 PM' (IST, as every slot is). */
export function formatFreeSlot({ date, slot }: { date: string; slot: number }): string {
  const day = formatAppointmentDay(date, 'short')
    .replace(/^(\w+), /, '$1 ')
    .replace(/ \d{4}$/, '');
  return `${day}, ${formatSlotHour(slot)}`;
}

export const nextFreeText = (nextFree: PublicCounsellor['nextFree']) =>
  nextFree ? `Free soonest: ${formatFreeSlot(nextFree)}` : 'No free hours this week';

export const yearsText = (years: number | null) =>
  years === null ? null : `${years} ${years === 1 ? 'year' : 'years'} of experience`;
