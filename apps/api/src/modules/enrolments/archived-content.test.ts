import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses, webinars } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buyThroughCheckout, insertCourse, insertWebinar } from '../../../test/purchase-fixture.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';

// Issue 12, item 9: deleting a course or webinar that people bought archives it. It leaves the
// catalogue and cannot be bought again, but its buyers keep it in their dashboard and its page.

describe('deleting content that has buyers', () => {
  const now = new Date('2030-01-01T06:00:00.000Z');
  const nextWeek = new Date(now.getTime() + 7 * 86_400_000);
  let t: TestApp;
  let buyer: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
    buyer = await createUserWithToken(t);
    other = await createUserWithToken(t);
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: TestUser, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who?.headers ?? {} });
  const ids = async (url: string, who?: TestUser) => {
    const body = (await call('GET', url, who)).json<{ _id: string }[] | { webinars: { _id: string }[] }>();
    return (Array.isArray(body) ? body : body.webinars).map((item) => item._id);
  };

  it('archives a bought course: out of the catalogue and off sale, still its buyer’s', async () => {
    const course = (await insertCourse(t, { name: 'Bought course' })).id;
    await buyThroughCheckout(t, buyer.headers, { purpose: 'course', courseId: course });

    const removed = await call('DELETE', `/api/courses/delete/${course}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Course deleted successfully' });

    for (const who of [undefined, buyer, other, admin]) {
      expect(await ids('/api/courses/read', who)).not.toContain(course);
    }
    for (const who of [undefined, other]) {
      expect((await call('GET', `/api/courses/read/${course}`, who)).statusCode).toBe(404);
    }
    const page = await call('GET', `/api/courses/read/${course}`, buyer);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name: 'Bought course', youtubeLink: expect.any(String) as unknown });
    expect((await call('GET', `/api/courses/read/${course}`, admin)).statusCode).toBe(200);
    const dashboard = (await call('GET', '/api/enrolled/courses', buyer)).json<
      { courseId: { _id: string } }[]
    >();
    expect(dashboard.map((entry) => entry.courseId._id)).toContain(course);

    const order = await call('POST', '/api/create', other, { purpose: 'course', courseId: course });
    expect(order.statusCode).toBe(409);
    expect(order.json()).toMatchObject({ message: 'This course is no longer offered.' });
    expect((await call('DELETE', `/api/courses/delete/${course}`, admin)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course));
    expect(row).toMatchObject({ archivedAt: now, deletedAt: null });
  });

  it('archives a webinar with a paid seat, and one with only a free seat', async () => {
    const paid = (await insertWebinar(t, nextWeek, { title: 'Paid talk', priceRupees: 299 })).id;
    const free = (await insertWebinar(t, nextWeek, { title: 'Free talk', priceRupees: 0 })).id;
    await buyThroughCheckout(t, buyer.headers, { purpose: 'webinar', webinarId: paid });
    expect((await call('POST', `/api/webinars/${free}/enroll`, buyer)).statusCode).toBe(200);

    for (const webinar of [paid, free]) {
      const removed = await call('DELETE', `/api/webinar/delete/${webinar}`, admin);
      expect(removed.statusCode).toBe(200);
      expect(await ids('/api/getwebinar')).not.toContain(webinar);
      expect(await ids('/api/admin/webinars', admin)).not.toContain(webinar);
      expect(await ids('/api/enrolled/webinars', buyer)).toContain(webinar);
      for (const who of [buyer, admin]) {
        const page = await call('GET', `/api/getwebinars/${webinar}`, who);
        expect(page.statusCode).toBe(200);
        expect(page.json()).toHaveProperty('meetingLink');
      }
      expect((await call('GET', `/api/getwebinars/${webinar}`, other)).statusCode).toBe(404);
      const [row] = await t.database.db.select().from(webinars).where(eq(webinars.id, webinar));
      expect(row).toMatchObject({ archivedAt: now, deletedAt: null });
    }

    const order = await call('POST', '/api/create', other, { purpose: 'webinar', webinarId: paid });
    expect(order.statusCode).toBe(409);
    expect(order.json()).toMatchObject({ message: 'This webinar is no longer offered.' });
    const seat = await call('POST', `/api/webinars/${free}/enroll`, other);
    expect(seat.statusCode).toBe(409);
    expect(seat.json()).toMatchObject({ message: 'This webinar is no longer offered.' });
    const status = await call('POST', '/api/checkEnrollmentStatus', buyer, { webinarId: paid });
    expect(status.json()).toEqual({ success: true, alreadyPaid: true });
  });

  it('still deletes for real what nobody bought', async () => {
    const course = (await insertCourse(t)).id;
    const webinar = (await insertWebinar(t, nextWeek)).id;
    // An order that was never paid is not a purchase.
    expect(
      (await call('POST', '/api/create', other, { purpose: 'course', courseId: course })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/courses/delete/${course}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/webinar/delete/${webinar}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/courses/read/${course}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/getwebinars/${webinar}`, admin)).statusCode).toBe(404);
    const [courseRow] = await t.database.db.select().from(courses).where(eq(courses.id, course));
    expect(courseRow).toMatchObject({ archivedAt: null, deletedAt: now });
  });
});
