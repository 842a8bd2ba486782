import { describe, expect, it } from 'vitest';
import type { CounsellorAppointment } from '@sukoon/contract/counsellors';
import { istInstant } from '@sukoon/contract/ist';
import { arrangeDesk } from './desk-sections.ts';

const appointment = (
  _id: string,
  date: string,
  slot: number,
  status: CounsellorAppointment['status'],
): CounsellorAppointment => ({
  _id,
  date,
  slot,
  status,
  reason: 'A talk',
  userId: { firstName: 'Meera' },
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe("the counsellor's desk", () => {
  it('puts waiting requests, today, upcoming and earlier sessions in their places and order', () => {
    // 24 Nov 2026, 2:30 PM IST.
    const now = istInstant('2026-11-24', '14:30');
    const desk = arrangeDesk(
      [
        appointment('later-request', '2026-11-26', 10, 'pending'),
        appointment('begun-request', '2026-11-24', 14, 'pending'),
        appointment('soon-request', '2026-11-24', 16, 'pending'),
        appointment('today-evening', '2026-11-24', 19, 'accepted'),
        appointment('today-morning', '2026-11-24', 9, 'accepted'),
        appointment('next-week', '2026-12-01', 9, 'accepted'),
        appointment('tomorrow', '2026-11-25', 11, 'accepted'),
        appointment('last-week', '2026-11-17', 9, 'accepted'),
        appointment('yesterday', '2026-11-23', 9, 'accepted'),
        appointment('turned-down', '2026-11-27', 9, 'rejected'),
        appointment('called-off', '2026-11-27', 10, 'cancelled'),
      ],
      now,
    );
    const ids = (list: CounsellorAppointment[]) => list.map((item) => item._id);
    expect(ids(desk.requests)).toEqual(['soon-request', 'later-request']);
    expect(ids(desk.today)).toEqual(['today-morning', 'today-evening']);
    expect(ids(desk.upcoming)).toEqual(['tomorrow', 'next-week']);
    expect(ids(desk.earlier)).toEqual(['yesterday', 'last-week']);
  });
});
