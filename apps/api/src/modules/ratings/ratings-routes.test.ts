import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseRatings } from '@sukoon/contract';
import { courseEnrolments } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { AN_ISO_INSTANT, openContentSuite } from '../../../test/content-suite.ts';
import { insertCourse } from '../../../test/purchase-fixture.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';

describe('course ratings', () => {
  let t: TestApp;
  let user: TestUser;
  let courseId: string;

  beforeAll(async () => {
    ({ t, user } = await openContentSuite());
    courseId = (await insertCourse(t)).id;
  });
  afterAll(() => t.close());

  /** A learner enrolled in the course, as a verified payment leaves them. */
  const enrolledLearner = async (firstName: string, id = courseId) => {
    const learner = await createUserWithToken(t, 'user', { firstName, lastName: 'Secret-Surname' });
    await t.database.db.insert(courseEnrolments).values({
      userId: learner.id,
      courseId: id,
      courseName: 'Calm Parenting',
      receiptId: `r-${learner.id}`,
    });
    return learner;
  };
  const rate = (payload: unknown, who: TestUser | null, id = courseId) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/courses/${id}/rating`,
      headers: who?.headers,
      payload: payload as object,
    });
  const ratings = async (who: TestUser | null = null, id = courseId) =>
    t.app.inject({ method: 'GET', url: `/api/courses/${id}/ratings`, headers: who?.headers });

  it('has no ratings to begin with', async () => {
    const res = await ratings();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ average: 0, count: 0, reviews: [] });
  });

  it('lets only an enrolled learner rate', async () => {
    expect((await rate({ stars: 5 }, null)).statusCode).toBe(401);
    const notEnrolled = await rate({ stars: 5 }, user);
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json()).toMatchObject({
      message: 'Only learners enrolled in this course can rate it.',
    });
    const elsewhere = await enrolledLearner('Meena', (await insertCourse(t, { name: 'Other' })).id);
    expect((await rate({ stars: 5 }, elsewhere)).statusCode).toBe(403);
    expect((await ratings()).json<CourseRatings>().count).toBe(0);
  });

  it('answers 404 for an unknown or deleted course', async () => {
    const learner = await enrolledLearner('Kiran');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await rate({ stars: 4 }, learner, id)).statusCode, id).toBe(404);
      const res = await ratings(null, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Course not found.' });
    }
    const deleted = await insertCourse(t, { name: 'Deleted', deletedAt: new Date() });
    expect((await ratings(null, deleted.id)).statusCode).toBe(404);
  });

  it('names the field in every validation message', async () => {
    const learner = await enrolledLearner('Tara');
    const cases: [unknown, string][] = [
      [{}, 'stars: is required'],
      [{ stars: 0 }, 'stars: must be a whole number from 1 to 5'],
      [{ stars: 6 }, 'stars: must be a whole number from 1 to 5'],
      [{ stars: 4.5 }, 'stars: must be a whole number from 1 to 5'],
      [{ stars: '5' }, 'stars: must be a whole number from 1 to 5'],
      [{ stars: 5, review: 42 }, 'review: must be text'],
      [{ stars: 5, review: 'x'.repeat(2001) }, 'review: must be at most 2000 characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await rate(payload, learner);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect((await ratings(learner)).json<CourseRatings>().mine).toBeUndefined();
  });

  it('keeps one rating per learner: a second one edits the first', async () => {
    const asha = await enrolledLearner('Asha');
    const first = await rate({ stars: 2, review: '  Too fast for me.  ' }, asha);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      average: 2,
      count: 1,
      mine: { stars: 2, review: 'Too fast for me.' },
      reviews: [{ stars: 2, review: 'Too fast for me.', firstName: 'Asha', createdAt: AN_ISO_INSTANT }],
    });
    const edited = await rate({ stars: 4, review: '<b>Better</b> the second time.' }, asha);
    expect(edited.json()).toMatchObject({
      average: 4,
      count: 1,
      mine: { stars: 4, review: '<b>Better</b> the second time.' },
      reviews: [{ stars: 4, review: '<b>Better</b> the second time.', firstName: 'Asha' }],
    });
    const starsOnly = await rate({ stars: 5, review: null }, asha);
    expect(starsOnly.json<CourseRatings>().mine).toEqual({ stars: 5, review: '' });
  });

  it('averages every rating to one decimal and lists the newest 20 by first name only', async () => {
    // Asha's 5 is already there; with 20 fours and Zoya's 3: 88 over 22 = 4.0.
    for (let n = 1; n <= 20; n++) await rate({ stars: 4 }, await enrolledLearner(`Learner${n}`));
    await rate({ stars: 3, review: 'Calm and clear.' }, await enrolledLearner('Zoya'));
    const res = await ratings();
    const body = res.json<CourseRatings>();
    expect(body.count).toBe(22);
    expect(body.average).toBe(4);
    expect(body.mine).toBeUndefined();
    expect(body.reviews).toHaveLength(20);
    expect(body.reviews[0]).toEqual({
      stars: 3,
      review: 'Calm and clear.',
      firstName: 'Zoya',
      createdAt: AN_ISO_INSTANT,
    });
    expect(body.reviews.map((review) => review.firstName)).not.toContain('Asha');
    expect(res.body).not.toMatch(/Secret-Surname|@example\.test/);

    await rate({ stars: 5 }, await enrolledLearner('Neel'));
    // (88 + 5) / 23 = 4.043… → 4
    expect((await ratings()).json<CourseRatings>().average).toBe(4);
    for (const name of ['Om', 'Ira', 'Dev']) await rate({ stars: 5 }, await enrolledLearner(name));
    // (93 + 15) / 26 = 4.153… → 4.2
    expect((await ratings()).json<CourseRatings>()).toMatchObject({ average: 4.2, count: 26 });
  });
});
