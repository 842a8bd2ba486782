import { describe, expect, it } from 'vitest';
import { arrangeMyAppointments, canReschedule, isFeedbackDue } from './session-window.ts';

// Wednesday 25 November 2026, 10:00–11:00 IST = 04:30–05:30 UTC.
const session = { date: '2026-11-25', slot: 10, status: 'accepted' as const };
const at = (iso: string) => new Date(iso);

describe('rescheduling', () => {
  it('is offered until the cutoff before the start, once, for pending and accepted sessions', () => {
    const dayBefore = at('2026-11-24T04:30:00.000Z');
    expect(canReschedule(session, dayBefore, 24)).toBe(true);
    expect(canReschedule(session, at('2026-11-24T04:30:01.000Z'), 24)).toBe(false);
    expect(canReschedule(session, at('2026-11-25T02:30:00.000Z'), 2)).toBe(true);
    expect(canReschedule({ ...session, status: 'pending' }, dayBefore, 24)).toBe(true);
    expect(canReschedule({ ...session, rescheduled: true }, dayBefore, 24)).toBe(false);
    expect(canReschedule({ ...session, status: 'refunded' }, dayBefore, 24)).toBe(false);
  });
});

describe('feedback', () => {
  it('is asked for once an accepted session has ended, until it is given', () => {
    expect(isFeedbackDue(session, at('2026-11-25T05:29:00.000Z'))).toBe(false);
    expect(isFeedbackDue(session, at('2026-11-25T05:30:00.000Z'))).toBe(true);
    expect(isFeedbackDue({ ...session, feedbackGiven: true }, at('2026-11-25T06:00:00.000Z'))).toBe(false);
    expect(isFeedbackDue({ ...session, status: 'cancelled' }, at('2026-11-25T06:00:00.000Z'))).toBe(false);
  });
});

describe('the list', () => {
  it('puts sessions still to come first, soonest first, then the ended ones, latest first', () => {
    const at = (date: string, slot: number) => ({ ...session, date, slot });
    const list = [
      at('2026-11-24', 9),
      at('2026-11-27', 10),
      at('2026-11-25', 12),
      at('2026-11-25', 9),
      at('2026-11-23', 20),
    ];
    const arranged = arrangeMyAppointments(list, new Date('2026-11-25T04:00:00.000Z'));
    // 9:30 in India: the 9 o'clock session is under way, still to come.
    expect(arranged.map((item) => `${item.date} ${item.slot}`)).toEqual([
      '2026-11-25 9',
      '2026-11-25 12',
      '2026-11-27 10',
      '2026-11-24 9',
      '2026-11-23 20',
    ]);
  });
});
