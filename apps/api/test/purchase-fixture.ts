import { eq } from 'drizzle-orm';
import { courseLessons, courses, webinars } from '../src/db/schema/index.ts';
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

/** A lesson at the end of the course's list. */
export async function insertLesson(
  t: TestApp,
  courseId: string,
  fields: Partial<typeof courseLessons.$inferInsert> = {},
): Promise<typeof courseLessons.$inferSelect> {
  const existing = await t.database.db.$count(courseLessons, eq(courseLessons.courseId, courseId));
  const [row] = await t.database.db
    .insert(courseLessons)
    .values({ courseId, position: existing, title: 'A lesson', durationMinutes: 10, ...fields })
    .returning();
  if (!row) throw new Error('could not insert the lesson');
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

/** Buys a course or a webinar seat through the simulated checkout, as the web app does. */
export async function buyThroughCheckout(
  t: TestApp,
  headers: { authorization: string },
  purchase: { purpose: 'course'; courseId: string } | { purpose: 'webinar'; webinarId: string },
): Promise<void> {
  const order = await t.app.inject({ method: 'POST', url: '/api/create', headers, payload: purchase });
  if (order.statusCode !== 200) throw new Error(`create: ${order.statusCode} ${order.body}`);
  const { orderId } = order.json<{ orderId: string }>();
  const simulate = { orderId, outcome: 'success' };
  const proof = await t.app.inject({
    method: 'POST',
    url: '/api/payments/simulate',
    headers,
    payload: simulate,
  });
  const verified =
    purchase.purpose === 'course'
      ? await t.app.inject({
          method: 'POST',
          url: '/api/verify-payment',
          headers,
          payload: proof.json<object>(),
        })
      : await t.app.inject({
          method: 'POST',
          url: '/api/confirmpayment',
          headers,
          payload: { webinarId: purchase.webinarId, ...proof.json<object>() },
        });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
}
