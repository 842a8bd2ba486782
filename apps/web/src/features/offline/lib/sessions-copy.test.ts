import { describe, expect, it } from 'vitest';
import type { ClientAppointment } from '@sukoon/contract/appointments';
import { toSessionsCopy } from './sessions-copy.ts';

// Monday 23 November 2026, 11:30 in India (06:00 UTC).
const NOW = new Date('2026-11-23T06:00:00.000Z');

const appointment = (overrides: Partial<ClientAppointment>): ClientAppointment => ({
  _id: 'a1',
  date: '2026-11-24',
  slot: 10,
  reason: 'Trouble sleeping since the move',
  status: 'accepted',
  counsellor: {
    _id: 'c1',
    slug: 'meera-iyer',
    firstName: 'Meera',
    lastName: 'Iyer',
    title: 'Counselling psychologist',
    photo: null,
  },
  meetingLink: 'http://localhost:3000/session/a1',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('the offline copy of upcoming sessions', () => {
  it('keeps the accepted sessions still to come, soonest first, with the time, first name and room only', () => {
    const copy = toSessionsCopy(
      [
        appointment({
          _id: 'later',
          date: '2026-11-26',
          slot: 9,
          meetingLink: 'http://localhost:3000/session/later',
        }),
        appointment({ _id: 'waiting', status: 'pending', meetingLink: null }),
        appointment({
          _id: 'now',
          date: '2026-11-23',
          slot: 11,
          meetingLink: 'http://localhost:3000/session/now',
        }),
        appointment({ _id: 'over', date: '2026-11-23', slot: 10 }),
        appointment({ _id: 'cancelled', status: 'cancelled' }),
        appointment({
          _id: 'nobody',
          date: '2026-11-25',
          counsellor: null,
          meetingLink: 'https://meet.example/x',
        }),
      ],
      NOW,
    );
    expect(copy).toEqual({
      savedAt: NOW.toISOString(),
      sessions: [
        // 11:00 to 12:00 IST has not ended at 11:30; 10:00 to 11:00 has.
        {
          date: '2026-11-23',
          slot: 11,
          counsellorFirstName: 'Meera',
          roomLink: 'http://localhost:3000/session/now',
        },
        { date: '2026-11-25', slot: 10, counsellorFirstName: null, roomLink: 'https://meet.example/x' },
        {
          date: '2026-11-26',
          slot: 9,
          counsellorFirstName: 'Meera',
          roomLink: 'http://localhost:3000/session/later',
        },
      ],
    });
    expect(JSON.stringify(copy)).not.toMatch(/sleeping|Iyer|psychologist/);
  });
});
