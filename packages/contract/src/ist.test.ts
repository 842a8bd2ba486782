import { describe, expect, it } from 'vitest';
import { formatIstDate, formatIstDateTime, formatIstTime, istInstant } from './ist.ts';

describe('the one date format', () => {
  it('shows an instant as its day in India, whatever the zone it was written in', () => {
    expect(formatIstDate('2026-11-23T10:00:00.000Z')).toBe('23 Nov 2026');
    // 23 Nov 20:00 UTC is already 24 Nov in India.
    expect(formatIstDate('2026-11-23T20:00:00.000Z')).toBe('24 Nov 2026');
    expect(formatIstDate(new Date('2026-01-05T00:00:00+05:30'))).toBe('5 Jan 2026');
    expect(formatIstDate(Date.parse('2026-09-30T18:29:59.999Z'))).toBe('30 Sep 2026');
  });

  it('shows a calendar day as that day, never shifted', () => {
    expect(formatIstDate('2026-11-23')).toBe('23 Nov 2026');
    expect(formatIstDate('2024-02-29')).toBe('29 Feb 2024');
  });

  it('puts the weekday first when asked', () => {
    expect(formatIstDate('2026-11-23', { weekday: 'short' })).toBe('Mon, 23 Nov 2026');
    expect(formatIstDate('2026-11-22', { weekday: 'long' })).toBe('Sunday, 22 Nov 2026');
  });

  it('gives the time in 12-hour IST, with the zone named', () => {
    expect(formatIstTime(istInstant('2026-11-23', '18:30'))).toBe('6:30 pm IST');
    expect(formatIstTime(istInstant('2026-11-23', '00:05'))).toBe('12:05 am IST');
    expect(formatIstTime(istInstant('2026-11-23', '12:00'))).toBe('12:00 pm IST');
    expect(formatIstTime('2026-11-23T04:00:00.000Z')).toBe('9:30 am IST');
    expect(formatIstDateTime(istInstant('2026-11-23', '18:30'))).toBe('23 Nov 2026, 6:30 pm IST');
  });

  it('answers empty for what is not a date', () => {
    for (const value of ['', 'soon', '2026-13-45', 'Invalid Date', Number.NaN]) {
      expect(formatIstDate(value)).toBe('');
      expect(formatIstTime(value)).toBe('');
      expect(formatIstDateTime(value)).toBe('');
    }
  });
});

describe('dates in Hindi and Marathi', () => {
  it('names the IST day and time in the language, with Latin digits', () => {
    const instant = istInstant('2026-11-23', '18:30');
    for (const locale of ['hi', 'mr'] as const) {
      const text = formatIstDateTime(instant, { locale, weekday: 'long' });
      expect(text).toMatch(/23/);
      expect(text).toMatch(/2026/);
      expect(text).toMatch(/6:30.*IST$/);
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(text).not.toMatch(/[\u0966-\u096F]/);
      expect(text).not.toMatch(/Nov|Monday/);
    }
    // English is untouched: the spec's format.
    expect(formatIstDateTime(instant, { locale: 'en' })).toBe('23 Nov 2026, 6:30 pm IST');
  });
});
