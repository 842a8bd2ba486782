import { describe, expect, it } from 'vitest';
import type { AdminFeedback } from '@sukoon/contract/sessions';
import { NO_COUNSELLOR_NAME, summariseFeedback } from './feedback-summary.ts';

const meera = { _id: 'm', firstName: 'Meera', lastName: 'Rao' };
const arjun = { _id: 'a', firstName: 'Arjun', lastName: 'Das' };
const entry = (counsellor: AdminFeedback['counsellor'], rating: number, id: string): AdminFeedback => ({
  appointmentId: id,
  counsellor,
  clientFirstName: 'Asha',
  date: '2026-11-22',
  slot: 10,
  rating,
  comment: null,
  createdAt: '2026-11-22T06:00:00.000Z',
});

describe('feedback per counsellor', () => {
  it('averages each counsellor to one decimal, the lowest first, keeping the newest-first order', () => {
    const summary = summariseFeedback([
      entry(meera, 5, '1'),
      entry(arjun, 2, '2'),
      entry(meera, 4, '3'),
      entry(meera, 4, '4'),
      entry(null, 3, '5'),
    ]);
    expect(summary.map((group) => [group.name, group.averageRating, group.count])).toEqual([
      ['Arjun Das', 2, 1],
      [NO_COUNSELLOR_NAME, 3, 1],
      ['Meera Rao', 4.3, 3],
    ]);
    expect(summary[2]?.entries.map((item) => item.appointmentId)).toEqual(['1', '3', '4']);
  });

  it('is empty without feedback', () => {
    expect(summariseFeedback([])).toEqual([]);
  });
});
