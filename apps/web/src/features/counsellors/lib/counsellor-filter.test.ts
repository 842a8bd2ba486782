import { describe, expect, it } from 'vitest';
import type { PublicCounsellor } from '@sukoon/contract/counsellors';
import { chooseCounsellors, readCounsellorFilter, writeCounsellorFilter } from './counsellor-filter.ts';
import { formatFreeSlot, nextFreeText } from './counsellor-format.ts';

const person = (firstName: string, overrides: Partial<PublicCounsellor> = {}): PublicCounsellor => ({
  _id: firstName,
  slug: firstName.toLowerCase(),
  firstName,
  lastName: 'Rao',
  title: 'Counselling Psychologist',
  bio: 'Kind.',
  languages: ['English'],
  specialities: ['anxiety'],
  photo: null,
  yearsOfExperience: 5,
  nextFree: null,
  ...overrides,
});

describe('choosing counsellors', () => {
  it('puts the soonest free first, by day then hour, and those with no free hour last', () => {
    const list = [
      person('Asha'),
      person('Bina', { nextFree: { date: '2026-11-25', slot: 9 } }),
      person('Chitra', { nextFree: { date: '2026-11-24', slot: 17 } }),
      person('Dev', { nextFree: { date: '2026-11-24', slot: 10 } }),
    ];
    const names = chooseCounsellors(list, { speciality: null, language: null }).map((p) => p.firstName);
    expect(names).toEqual(['Dev', 'Chitra', 'Bina', 'Asha']);
  });

  it('keeps only those with both the speciality and the language', () => {
    const list = [
      person('Asha', { specialities: ['anxiety', 'career'], languages: ['Hindi', 'English'] }),
      person('Bina', { specialities: ['career'], languages: ['English'] }),
      person('Chitra', { specialities: ['anxiety'], languages: ['Marathi'] }),
    ];
    const pick = (speciality: string | null, language: string | null) =>
      chooseCounsellors(list, { speciality, language }).map((p) => p.firstName);
    expect(pick('career', null)).toEqual(['Asha', 'Bina']);
    expect(pick('anxiety', 'Hindi')).toEqual(['Asha']);
    expect(pick('couple', null)).toEqual([]);
  });

  it('reads the filter from the address and ignores values it does not know', () => {
    const params = new URLSearchParams('speciality=anxiety&language=Hindi');
    expect(readCounsellorFilter(params)).toEqual({ speciality: 'anxiety', language: 'Hindi' });
    expect(readCounsellorFilter(new URLSearchParams('speciality=astrology&language=Klingon'))).toEqual({
      speciality: null,
      language: null,
    });
    expect(writeCounsellorFilter({ speciality: 'career', language: null }).toString()).toBe(
      'speciality=career',
    );
  });

  it('says when someone is free soonest, in IST', () => {
    expect(formatFreeSlot({ date: '2026-11-24', slot: 17 })).toBe('Tue 24 Nov, 5 PM');
    expect(nextFreeText({ date: '2026-11-29', slot: 9 })).toBe('Free soonest: Sun 29 Nov, 9 AM');
    expect(nextFreeText(null)).toBe('No free hours this week');
  });
});
