import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  deriveShortDescription,
  isCalendarDay,
  isHttpUrl,
  isSiteImagePath,
  normaliseCategory,
  normalisePlatform,
  normaliseTimeOfDay,
  parseRupees,
  splitTopics,
} from './content-rules.ts';

describe('normaliseCategory', () => {
  it.each([
    ['Couple', 'Couple'],
    ['couple', 'Couple'],
    [' PARENTING ', 'Parenting'],
    ['Depression', 'Depression'],
    ['Anxiety & Depression', 'Depression'],
    ['anxiety-and-depression', 'Depression'],
    ['Sexual wellness', 'Sexual'],
    ['career', 'Career'],
  ])('reads %j as %s', (input, expected) => {
    expect(normaliseCategory(input)).toBe(expected);
  });

  it.each(['', 'Astrology', 'Couple therapy', 'Depress'])('refuses %j', (input) => {
    expect(normaliseCategory(input)).toBeNull();
  });
});

describe('normalisePlatform', () => {
  it.each([
    ['meet', 'meet'],
    ['Google meet', 'meet'],
    ['google-meet', 'meet'],
    ['Google Meet', 'meet'],
    ['zoom', 'zoom'],
    ['ZOOM', 'zoom'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalisePlatform(input)).toBe(expected);
  });

  it.each(['', 'teams', 'zoom meet'])('refuses %j', (input) => {
    expect(normalisePlatform(input)).toBeNull();
  });
});

describe('parseRupees', () => {
  it.each([
    [0, 0],
    ['0', 0],
    [499, 499],
    [' 999 ', 999],
    [100_000, 100_000],
  ])('reads %j as %d', (input, expected) => {
    expect(parseRupees(input)).toBe(expected);
  });

  it.each([-1, 1.5, 100_001, Number.NaN, Infinity, '', '-1', '1.5', '1e3', '0x10', 'free', '499 INR'])(
    'refuses %j',
    (input) => {
      expect(parseRupees(input)).toBeNull();
    },
  );
});

describe('splitTopics', () => {
  it('splits comma-separated text and trims', () => {
    expect(splitTopics(' One, Two ,,Three, ')).toEqual(['One', 'Two', 'Three']);
  });

  it('trims a list and drops empty entries', () => {
    expect(splitTopics(['  a ', '', '   ', 'b'])).toEqual(['a', 'b']);
  });
});

describe('deriveShortDescription', () => {
  it('keeps short text whole, with whitespace collapsed', () => {
    expect(deriveShortDescription('  A short\n\ntext.  ')).toBe('A short text.');
  });

  it('cuts long text at a word and marks the cut', () => {
    expect(deriveShortDescription('one two three four five six', 14)).toBe('one two three…');
  });

  it('never exceeds the length plus the ellipsis, and starts like the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 10, max: 200 }), (text, length) => {
        const short = deriveShortDescription(text, length);
        const flat = text.replace(/\s+/g, ' ').trim();
        expect(short.length).toBeLessThanOrEqual(length + 1);
        expect(flat.startsWith(short.endsWith('…') ? short.slice(0, -1) : short)).toBe(true);
      }),
    );
  });
});

describe('dates, times and links', () => {
  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '01/02/2026', '2026-02-28T10:00']) {
      expect(isCalendarDay(bad)).toBe(false);
    }
  });

  it('reads 24-hour times', () => {
    expect(normaliseTimeOfDay('18:30')).toBe('18:30');
    expect(normaliseTimeOfDay('9:05')).toBe('09:05');
    expect(normaliseTimeOfDay('00:00')).toBe('00:00');
    for (const bad of ['24:00', '12:60', '6pm', '1830', '18:3', ''])
      expect(normaliseTimeOfDay(bad)).toBeNull();
  });

  it('tells site image paths and http links from anything else', () => {
    expect(isSiteImagePath('/images/demo/course-couple-bridge.svg')).toBe(true);
    for (const bad of ['/images/../etc/passwd', '/api/x.png', 'images/a.svg', '/images/a b.svg']) {
      expect(isSiteImagePath(bad)).toBe(false);
    }
    expect(isHttpUrl('https://meet.google.com/abc-defg-hij')).toBe(true);
    expect(isHttpUrl('http://localhost:3000/a?b=c')).toBe(true);
    for (const bad of [
      'meet.google.com/abc',
      'javascript:alert(1)',
      'https://',
      'https://exa mple.com',
      'ftp://x.org',
    ]) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });
});
