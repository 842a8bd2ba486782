import type { PublicCounsellor } from '@sukoon/contract/counsellors';
import { isCounsellorLanguage, isSpeciality } from './counsellor-format.ts';

export interface CounsellorFilter {
  speciality: string | null;
  language: string | null;
}

/** The filter in the address (`?speciality=anxiety&language=Hindi`); unknown values are ignored. */
export function readCounsellorFilter(params: URLSearchParams): CounsellorFilter {
  const speciality = params.get('speciality');
  const language = params.get('language');
  return {
    speciality: speciality && isSpeciality(speciality) ? speciality : null,
    language: language && isCounsellorLanguage(language) ? language : null,
  };
}

/** The address's query for a filter, without the parts that are not set. */
export function writeCounsellorFilter(filter: CounsellorFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.speciality) params.set('speciality', filter.speciality);
  if (filter.language) params.set('language', filter.language);
  return params;
}

/** Soonest free first (by day, then hour); those with no free hour last; then by name, for a stable order. */
export function compareSoonestFree(a: PublicCounsellor, b: PublicCounsellor): number {
  if (a.nextFree && b.nextFree) {
    const byDay = a.nextFree.date.localeCompare(b.nextFree.date);
    if (byDay !== 0) return byDay;
    if (a.nextFree.slot !== b.nextFree.slot) return a.nextFree.slot - b.nextFree.slot;
  } else if (a.nextFree || b.nextFree) {
    return a.nextFree ? -1 : 1;
  }
  return `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`);
}

/** Those who match both choices, soonest free first. */
export function chooseCounsellors(
  counsellors: readonly PublicCounsellor[],
  filter: CounsellorFilter,
): PublicCounsellor[] {
  return counsellors
    .filter((person) => !filter.speciality || person.specialities.includes(filter.speciality))
    .filter((person) => !filter.language || person.languages.includes(filter.language))
    .sort(compareSoonestFree);
}
