import { courses, webinars } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

// Content rows for payment tests, inserted straight into the database.

export async function insertCourse(
  t: TestApp,
  fields: Partial<typeof courses.$inferInsert> = {},
): Promise<typeof courses.$inferSelect> {
  const [row] = await t.database.db
    .insert(courses)
    .values({
      name: 'Calm Parenting',
      description: 'A course about calm parenting.',
      image: 'https://images.example.test/parenting.jpg',
      category: 'Parenting',
      priceRupees: 499,
      youtubeLink: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('could not insert the course');
  return row;
}

export async function insertWebinar(
  t: TestApp,
  startsAt: Date,
  fields: Partial<typeof webinars.$inferInsert> = {},
): Promise<typeof webinars.$inferSelect> {
  const [row] = await t.database.db
    .insert(webinars)
    .values({
      title: 'Talking to teenagers',
      presenter: 'Dr. Meera Rao',
      description: 'A live session for parents.',
      date: '2030-01-01',
      time: '18:30',
      startsAt,
      meetingLink: 'https://meet.example.test/abc-defg-hij',
      meetingId: 'abc-defg-hij',
      meetingPass: 'secret-pass',
      platform: 'meet',
      priceRupees: 299,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('could not insert the webinar');
  return row;
}
