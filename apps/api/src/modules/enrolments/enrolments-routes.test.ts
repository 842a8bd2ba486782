import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { insertCourse, insertWebinar } from '../../../test/purchase-fixture.ts';

describe('enrolments and webinar seats', () => {
  const now = new Date('2030-01-01T06:00:00.000Z');
  const tomorrow = new Date(now.getTime() + 86_400_000);
  let t: TestApp;
  let buyer: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
    buyer = await createUserWithToken(t, 'user', { firstName: 'Kavya' });
    other = await createUserWithToken(t);
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user?.headers ?? {} });

  /** Buys through the simulated checkout, as the web app does. */
  async function buy(user: TestUser, item: object, verifyUrl = '/api/verify-payment', extra: object = {}) {
    const order = await call('POST', '/api/create', user, item);
    expect(order.statusCode, order.body).toBe(200);
    const { orderId } = order.json<{ orderId: string }>();
    const proof = await call('POST', '/api/payments/simulate', user, { orderId, outcome: 'success' });
    return call('POST', verifyUrl, user, { ...proof.json<object>(), ...extra });
  }

  it('reports course enrolment with 200 or 404 and lists it with the course as an object', async () => {
    const course = await insertCourse(t, { name: 'Career Clarity', image: 'https://img.example.test/c.jpg' });
    const check = () => call('GET', `/api/checkenrollment?courseId=${course.id}`, buyer);
    expect((await check()).statusCode).toBe(404);
    expect((await buy(buyer, { purpose: 'course', courseId: course.id })).statusCode).toBe(200);
    const enrolled = await check();
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toEqual({ enrolled: true });
    expect((await call('GET', `/api/checkenrollment?courseId=${course.id}`, other)).statusCode).toBe(404);

    const list = await call('GET', '/api/enrolled/courses', buyer);
    expect(list.json()).toEqual([
      expect.objectContaining({
        courseId: { _id: course.id, name: 'Career Clarity', image: 'https://img.example.test/c.jpg' },
        courseName: 'Career Clarity',
        enrollmentDate: now.toISOString(),
      }),
    ]);
    expect((await call('GET', '/api/enrolled/courses', other)).json()).toEqual([]);
    expect((await call('GET', '/api/enrolled/courses')).statusCode).toBe(401);
  });

  it("opens a paid webinar's details only after payment", async () => {
    const webinar = await insertWebinar(t, tomorrow, { priceRupees: 299 });
    const details = (user: TestUser) => call('GET', `/api/getwebinars/${webinar.id}`, user);
    const before = await details(buyer);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ message: 'Payment required to access this webinar.' });
    const status = () => call('POST', '/api/checkEnrollmentStatus', buyer, { webinarId: webinar.id });
    expect((await status()).json()).toEqual({ success: true, alreadyPaid: false });

    const wrong = await buy(buyer, { purpose: 'webinar', webinarId: webinar.id }, '/api/confirmpayment', {
      webinarId: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrong.statusCode).toBe(400);
    const order = await call('POST', '/api/create', buyer, { purpose: 'webinar', webinarId: webinar.id });
    const { orderId, amount } = order.json<{ orderId: string; amount: number }>();
    expect(amount).toBe(29_900);
    const proof = await call('POST', '/api/payments/simulate', buyer, { orderId, outcome: 'success' });
    const confirmed = await call('POST', '/api/confirmpayment', buyer, {
      webinarId: webinar.id,
      ...proof.json<object>(),
    });
    expect(confirmed.json()).toEqual({ success: true, message: 'Payment successful!' });

    const after = await details(buyer);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ meetingLink: webinar.meetingLink, meetingPass: 'secret-pass' });
    expect((await details(other)).statusCode).toBe(403);
    expect((await status()).json()).toEqual({ success: true, alreadyPaid: true });
    const again = await call('POST', '/api/create', buyer, { purpose: 'webinar', webinarId: webinar.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You have already paid for this webinar.' });

    const mine = await call('GET', '/api/enrolled/webinars', buyer);
    expect(mine.json()).toEqual({
      webinars: [
        expect.objectContaining({
          _id: webinar.id,
          title: webinar.title,
          presenter: webinar.presenter,
          platform: 'meet',
          price: '299',
        }),
      ],
    });
    expect(JSON.stringify(mine.json())).not.toContain('secret-pass');
  });

  it('enrols in a free webinar once, and refuses paid and past ones', async () => {
    const free = await insertWebinar(t, tomorrow, { priceRupees: 0 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await call('POST', `/api/webinars/${free.id}/enroll`, other);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'You are enrolled in this webinar.' });
    }
    expect(
      (await call('GET', '/api/enrolled/webinars', other)).json<{ webinars: unknown[] }>().webinars,
    ).toHaveLength(1);
    expect((await call('POST', '/api/checkEnrollmentStatus', other, { webinarId: free.id })).json()).toEqual({
      success: true,
      alreadyPaid: true,
    });

    const paid = await insertWebinar(t, tomorrow, { priceRupees: 100 });
    const refused = await call('POST', `/api/webinars/${paid.id}/enroll`, other);
    expect(refused.statusCode).toBe(400);
    const past = await insertWebinar(t, new Date(now.getTime() - 1000), { priceRupees: 0 });
    expect((await call('POST', `/api/webinars/${past.id}/enroll`, other)).json()).toMatchObject({
      message: 'This webinar has already taken place.',
    });
    expect((await call('POST', '/api/webinars/nope/enroll', other)).statusCode).toBe(404);
    expect((await call('POST', `/api/webinars/${free.id}/enroll`)).statusCode).toBe(401);
    expect((await call('POST', '/api/checkEnrollmentStatus', other, { webinarId: 'nope' })).statusCode).toBe(
      404,
    );
  });

  it('shows every enrolment to the admin only', async () => {
    const course = await insertCourse(t, { name: 'Mindful Couples', priceRupees: 750 });
    expect((await buy(other, { purpose: 'course', courseId: course.id })).statusCode).toBe(200);
    expect((await call('GET', '/api/getallenrolledusers', other)).statusCode).toBe(403);
    expect((await call('GET', '/api/getallenrolledusers')).statusCode).toBe(401);
    const res = await call('GET', '/api/getallenrolledusers', admin);
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ courseName: string; amount: number; userId: { email: string } }[]>();
    expect(rows.find((row) => row.courseName === 'Mindful Couples')).toMatchObject({
      courseId: { _id: course.id, image: course.image },
      userId: { firstName: 'Ravi', email: other.email },
      amount: 75_000,
    });
    expect(rows.map((row) => row.courseName)).toContain('Career Clarity');
  });
});
