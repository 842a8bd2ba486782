import { describe, expect, it } from 'vitest';
import { addCalendarDays, defaultWeeklyHours } from '@sukoon/contract';
import {
  candidatesFor,
  freeSlotsOf,
  fullSlots,
  isFree,
  nextFreeOf,
  type CounsellorCalendarRow,
} from './free-slots.ts';

// The arithmetic of who is free when, without the database: calendars and booked keys as values.

/** 19:30 IST on Monday 7 December 2026: today only the 20:00 hour is still ahead. */
const NOW = new Date('2026-12-07T14:00:00.000Z');
const TODAY = '2026-12-07';
const day = (offset: number) => addCalendarDays(TODAY, offset);

const calendar = (id: string, overrides: Partial<CounsellorCalendarRow> = {}): CounsellorCalendarRow => ({
  id,
  weekly: defaultWeeklyHours(),
  timeOff: [],
  lastAssignedAt: null,
  ...overrides,
});
const booked = (...keys: [string, string, number][]) => new Set(keys.map((key) => key.join('|')));

describe('free slots', () => {
  it('offers the hours not begun, over the eight days of the booking window', () => {
    const slots = freeSlotsOf(calendar('a'), booked(), NOW);
    expect(slots[0]).toEqual({ date: TODAY, slot: 20 });
    expect(slots).toHaveLength(1 + 7 * 12);
    expect(slots.at(-1)).toEqual({ date: day(7), slot: 20 });
  });

  it('takes out weekdays without hours, time off and booked hours', () => {
    const weekly = { ...defaultWeeklyHours(), '2': [], '3': [9] };
    const a = calendar('a', { weekly, timeOff: [{ from: day(3), to: day(4) }] });
    const slots = freeSlotsOf(a, booked(['a', day(5), 12], ['b', day(6), 12]), NOW);
    expect(slots.filter((slot) => slot.date === day(1))).toEqual([]); // Tuesday: no hours
    expect(slots.filter((slot) => slot.date === day(2))).toEqual([{ date: day(2), slot: 9 }]); // Wednesday
    expect(slots.filter((slot) => slot.date === day(3) || slot.date === day(4))).toEqual([]);
    expect(slots).not.toContainEqual({ date: day(5), slot: 12 });
    // Another counsellor's booking takes nothing from this one.
    expect(slots).toContainEqual({ date: day(6), slot: 12 });
    expect(isFree(a, booked(), day(5), 8)).toBe(false);
  });

  it("names each counsellor's soonest free hour, or null", () => {
    const away = calendar('away', { timeOff: [{ from: TODAY, to: day(7) }] });
    const busy = calendar('busy');
    const next = nextFreeOf([away, busy], booked(['busy', TODAY, 20]), NOW);
    expect(next.get('away')).toBeNull();
    expect(next.get('busy')).toEqual({ date: day(1), slot: 9 });
  });

  it('lists as full only the hours at which nobody is free', () => {
    const a = calendar('a');
    const b = calendar('b', { timeOff: [{ from: day(1), to: day(1) }] });
    const full = fullSlots([a, b], booked(['a', day(1), 9], ['a', day(2), 9]), NOW);
    expect(full).toEqual([{ date: day(1), slot: 9 }]);
    expect(fullSlots([], booked(), NOW)).toHaveLength(1 + 7 * 12);
  });

  it('offers "any counsellor" to the free ones, least recently assigned first', () => {
    const recent = calendar('recent', { lastAssignedAt: new Date('2026-12-06T10:00:00Z') });
    const older = calendar('older', { lastAssignedAt: new Date('2026-12-01T10:00:00Z') });
    const never = calendar('never');
    const taken = calendar('taken');
    const order = candidatesFor([recent, older, taken, never], booked(['taken', day(1), 9]), day(1), 9);
    expect(order.map((row) => row.id)).toEqual(['never', 'older', 'recent']);
  });
});
