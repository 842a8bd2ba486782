import { describe, expect, it } from 'vitest';
import { counsellorAvailability, timeOffPeriod } from '@sukoon/contract/counsellors';
import { defaultWeeklyHours } from '@sukoon/contract/counsellor-hours';
import { addTimeOff, countWeeklyHours, toggleDay, toggleHour } from './availability-draft.ts';

describe('editing a calendar', () => {
  it('switches single hours and whole days, keeping hours sorted', () => {
    let weekly = defaultWeeklyHours();
    expect(countWeeklyHours(weekly)).toBe(7 * 12);
    weekly = toggleHour(weekly, '1', 9);
    expect(weekly['1']).not.toContain(9);
    weekly = toggleHour(weekly, '1', 9);
    expect(weekly['1']).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    weekly = toggleDay(weekly, '0');
    expect(weekly['0']).toEqual([]);
    weekly = toggleHour(weekly, '0', 15);
    weekly = toggleDay(weekly, '0');
    expect(weekly['0']).toHaveLength(12);
    // What the editor makes is what the contract accepts.
    expect(counsellorAvailability.safeParse({ weekly, timeOff: [] }).success).toBe(true);
  });

  it('adds time off in order and names the two periods that would overlap', () => {
    const first = addTimeOff([], { from: '2026-12-20', to: '2026-12-31' });
    expect(first.overlap).toBeNull();
    const second = addTimeOff(first.timeOff ?? [], { from: '2026-12-01', to: '2026-12-03' });
    expect(second.timeOff?.map((range) => range.from)).toEqual(['2026-12-01', '2026-12-20']);
    expect(addTimeOff(second.timeOff ?? [], { from: '2026-12-03', to: '2026-12-04' }).overlap).toEqual([
      { from: '2026-12-01', to: '2026-12-03' },
      { from: '2026-12-03', to: '2026-12-04' },
    ]);
  });

  it("refuses a backwards or missing period with the contract's check, naming the field", () => {
    const backwards = timeOffPeriod.safeParse({ from: '2026-12-05', to: '2026-12-01' });
    expect(backwards.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['to', 'must be on or after from'],
    ]);
    expect(timeOffPeriod.safeParse({ from: '', to: '2026-12-01' }).error?.issues[0]?.path).toEqual(['from']);
  });
});
