import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SLOT_GROUPS,
  SLOT_HOURS,
  bookingWindowDays,
  formatAppointmentDay,
  formatSlotHour,
  formatSlotRange,
  isBookableSlot,
  isInBookingWindow,
  isPastSlot,
  isSlotHour,
  readIstClock,
} from './slots.ts';

/** 2026-11-21 10:30 IST (Saturday) = 05:00 UTC. */
const SATURDAY_1030_IST = new Date('2026-11-21T05:00:00.000Z');

describe('slot hours', () => {
  it('offers 9 to 20, never 8, grouped Morning, Afternoon, Evening', () => {
    expect(SLOT_HOURS).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(SLOT_GROUPS.map((group) => [group.name, group.hours])).toEqual([
      ['Morning', [9, 10, 11]],
      ['Afternoon', [12, 13, 14, 15, 16, 17]],
      ['Evening', [18, 19, 20]],
    ]);
    expect(SLOT_GROUPS.flatMap((group) => group.hours)).toEqual(SLOT_HOURS);
  });

  it('accepts whole hours 9–20 only', () => {
    for (const hour of SLOT_HOURS) expect(isSlotHour(hour)).toBe(true);
    for (const value of [8, 21, 9.5, '10', null, undefined, Number.NaN, -1]) {
      expect(isSlotHour(value)).toBe(false);
    }
  });

  it('labels hours in 12-hour form and ranges with "to"', () => {
    expect(SLOT_HOURS.map(formatSlotHour)).toEqual([
      '9 AM',
      '10 AM',
      '11 AM',
      '12 PM',
      '1 PM',
      '2 PM',
      '3 PM',
      '4 PM',
      '5 PM',
      '6 PM',
      '7 PM',
      '8 PM',
    ]);
    expect(formatSlotRange(10)).toBe('10 AM to 11 AM');
    expect(formatSlotRange(11)).toBe('11 AM to 12 PM');
    expect(formatSlotRange(20)).toBe('8 PM to 9 PM');
  });
});

describe('the IST clock and the booking window', () => {
  it('reads the IST day and hour, including across UTC midnight', () => {
    expect(readIstClock(SATURDAY_1030_IST)).toEqual({ today: '2026-11-21', hour: 10 });
    // 20:00 UTC on the 21st is already 01:30 on the 22nd in India.
    expect(readIstClock(new Date('2026-11-21T20:00:00.000Z'))).toEqual({ today: '2026-11-22', hour: 1 });
    expect(readIstClock(new Date('2026-11-21T18:29:59.999Z'))).toEqual({ today: '2026-11-21', hour: 23 });
  });

  it('spans today to today + 7 in IST, across a month end', () => {
    expect(bookingWindowDays(SATURDAY_1030_IST)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(bookingWindowDays(new Date('2026-12-28T00:00:00.000Z')).at(-1)).toBe('2027-01-04');
  });

  it('puts yesterday and +8 days outside, today and +7 inside', () => {
    expect(isInBookingWindow('2026-11-20', SATURDAY_1030_IST)).toBe(false);
    expect(isInBookingWindow('2026-11-21', SATURDAY_1030_IST)).toBe(true);
    expect(isInBookingWindow('2026-11-28', SATURDAY_1030_IST)).toBe(true);
    expect(isInBookingWindow('2026-11-29', SATURDAY_1030_IST)).toBe(false);
  });

  it('treats hours up to the current IST hour today as past, later days as not', () => {
    expect(isPastSlot('2026-11-21', 9, SATURDAY_1030_IST)).toBe(true);
    expect(isPastSlot('2026-11-21', 10, SATURDAY_1030_IST)).toBe(true);
    expect(isPastSlot('2026-11-21', 11, SATURDAY_1030_IST)).toBe(false);
    expect(isPastSlot('2026-11-22', 9, SATURDAY_1030_IST)).toBe(false);
    expect(isBookableSlot('2026-11-21', 11, SATURDAY_1030_IST)).toBe(true);
    expect(isBookableSlot('2026-11-21', 10, SATURDAY_1030_IST)).toBe(false);
    expect(isBookableSlot('2026-11-28', 20, SATURDAY_1030_IST)).toBe(true);
    expect(isBookableSlot('2026-11-28', 21, SATURDAY_1030_IST)).toBe(false);
  });

  it('always offers exactly the slot hours that have not begun, on the eight window days', () => {
    const instants = fc.date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2035-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (instant) => {
        const days = bookingWindowDays(instant);
        expect(days).toHaveLength(8);
        const { today, hour } = readIstClock(instant);
        expect(days[0]).toBe(today);
        const offeredToday = SLOT_HOURS.filter((slot) => isBookableSlot(today, slot, instant));
        expect(offeredToday).toEqual(SLOT_HOURS.filter((slot) => slot > hour));
        for (const day of days.slice(1)) {
          expect(SLOT_HOURS.every((slot) => isBookableSlot(day, slot, instant))).toBe(true);
        }
      }),
    );
  });

  it('formats a day as the calendar day itself', () => {
    expect(formatAppointmentDay('2026-11-21')).toBe('Saturday, 21 Nov 2026');
  });
});
