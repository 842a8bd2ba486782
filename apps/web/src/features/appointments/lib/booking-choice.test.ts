import { describe, expect, it } from 'vitest';
import { istInstant } from '@sukoon/contract/ist';
import { countFreeSlots, unavailableHours } from './booking-choice.ts';

describe('the hours a client can choose', () => {
  const now = istInstant('2026-11-24', '14:30');
  const days = ['2026-11-24', '2026-11-25'];

  it('with any counsellor: every hour but the taken ones', () => {
    const taken = [
      { date: '2026-11-25', slot: 10 },
      { date: '2026-11-25', slot: 18 },
    ];
    expect([...unavailableHours('2026-11-25', { taken })].sort((a, b) => a - b)).toEqual([10, 18]);
    // Today 15–20 have not begun (six hours); tomorrow twelve less two.
    expect(countFreeSlots(days, { taken }, now)).toEqual(
      new Map([
        ['2026-11-24', 6],
        ['2026-11-25', 10],
      ]),
    );
  });

  it('with one counsellor: only their free hours', () => {
    const free = [
      { date: '2026-11-24', slot: 11 },
      { date: '2026-11-24', slot: 16 },
      { date: '2026-11-25', slot: 9 },
    ];
    const tomorrow = unavailableHours('2026-11-25', { free });
    expect(tomorrow.has(9)).toBe(false);
    expect(tomorrow.size).toBe(11);
    // 11 AM today has begun; 4 PM has not.
    expect(countFreeSlots(days, { free }, now)).toEqual(
      new Map([
        ['2026-11-24', 1],
        ['2026-11-25', 1],
      ]),
    );
  });
});
