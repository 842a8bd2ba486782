import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '@sukoon/contract';
import type { TestApp } from '../../../test/test-app.ts';
import { buyThroughCheckout } from '../../../test/purchase-fixture.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { AN_ID, openContentSuite } from '../../../test/content-suite.ts';

// Issue 17, item 1: a course's ordered lessons, written by admins, read by all; a lesson's video
// reaches only those who may watch the course (decision 007).

const COURSE = {
  name: 'Sleep better',
  description: 'Small habits for better sleep.',
  image: 'https://images.example.test/sleep.jpg',
  category: 'Anxiety',
  price: 499,
  content: 'Habits, Wind-down',
  youtubeLink: 'https://www.youtube.com/watch?v=CourseVid01',
};
const LESSON_VIDEO = 'LessonVid01';

describe('course lessons', () => {
  let t: TestApp;
  let admin: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    ({ t, admin, user: buyer } = await openContentSuite());
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, who?: TestUser) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const create = (payload: object) => send('POST', '/api/courses/write', payload, admin);

  it('writes lessons in order and answers them on every read', async () => {
    const created = await create({
      ...COURSE,
      lessons: [
        { title: 'Why we sleep', durationMinutes: 12, youtubeLink: `https://youtu.be/${LESSON_VIDEO}` },
        { title: ' The wind-down hour ', durationMinutes: 20 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const course = created.json<Course>();
    expect(course.lessons).toEqual([
      {
        _id: AN_ID,
        title: 'Why we sleep',
        durationMinutes: 12,
        youtubeLink: `https://www.youtube.com/embed/${LESSON_VIDEO}`,
      },
      { _id: AN_ID, title: 'The wind-down hour', durationMinutes: 20, youtubeLink: '' },
    ]);
    const read = (await send('GET', `/api/courses/read/${course._id}`, undefined, admin)).json<Course>();
    expect(read.lessons).toEqual(course.lessons);
    const listed = (await send('GET', '/api/courses/read', undefined, admin)).json<Course[]>();
    expect(listed.find((one) => one._id === course._id)?.lessons).toEqual(course.lessons);
  });

  it('reorders, edits, adds and removes lessons on update, keeping the ids of kept ones', async () => {
    const course = (
      await create({
        ...COURSE,
        lessons: [
          { title: 'One', durationMinutes: 5 },
          { title: 'Two', durationMinutes: 6 },
          { title: 'Three', durationMinutes: 7 },
        ],
      })
    ).json<Course>();
    const [one, two, three] = course.lessons;
    const updated = await send(
      'PUT',
      `/api/courses/update/${course._id}`,
      {
        lessons: [
          { _id: three?._id, title: 'Three, first now', durationMinutes: 8 },
          { title: 'New', durationMinutes: 9 },
          { _id: one?._id, title: 'One', durationMinutes: 5 },
        ],
      },
      admin,
    );
    expect(updated.statusCode).toBe(200);
    const lessons = updated.json<Course>().lessons;
    expect(lessons.map((lesson) => lesson.title)).toEqual(['Three, first now', 'New', 'One']);
    expect(lessons[0]?._id).toBe(three?._id);
    expect(lessons[2]?._id).toBe(one?._id);
    expect(lessons.map((lesson) => lesson._id)).not.toContain(two?._id);

    // An update without `lessons` leaves them as they are.
    const renamed = await send('PUT', `/api/courses/update/${course._id}`, { name: 'Renamed' }, admin);
    expect(renamed.json<Course>().lessons).toEqual(lessons);

    // And the anonymous cached list sees the change at once.
    const anonymous = (await send('GET', '/api/courses/read')).json<Course[]>();
    expect(anonymous.find((one) => one._id === course._id)?.lessons.map((lesson) => lesson.title)).toEqual([
      'Three, first now',
      'New',
      'One',
    ]);
  });

  it('names the lesson field in a 400', async () => {
    const cases: [object, string][] = [
      [
        { lessons: [{ title: 'Fine', durationMinutes: 5 }, { durationMinutes: 5 }] },
        'lessons.1.title: is required',
      ],
      [
        { lessons: [{ title: 'A', durationMinutes: 0 }] },
        'lessons.0.durationMinutes: must be at least 1 minute',
      ],
      [
        { lessons: [{ title: 'A', durationMinutes: 2.5 }] },
        'lessons.0.durationMinutes: must be a whole number of minutes',
      ],
      [{ lessons: [{ title: 'A' }] }, 'lessons.0.durationMinutes: is required'],
      [
        { lessons: [{ title: 'A', durationMinutes: 5, youtubeLink: 'https://vimeo.com/1' }] },
        'lessons.0.youtubeLink: must be a YouTube video link',
      ],
      [
        { lessons: [{ title: 'x'.repeat(201), durationMinutes: 5 }] },
        'lessons.0.title: must be at most 200 characters',
      ],
      [{ lessons: 'one, two' }, 'lessons: must be a list of lessons'],
    ];
    for (const [fields, message] of cases) {
      const answer = await create({ ...COURSE, ...fields });
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(message);
    }
  });

  it("gives a paid course's lesson videos only to its buyer and admins; titles to everyone", async () => {
    const course = (
      await create({
        ...COURSE,
        lessons: [
          { title: 'Why we sleep', durationMinutes: 12, youtubeLink: `https://youtu.be/${LESSON_VIDEO}` },
        ],
      })
    ).json<Course>();
    const free = (
      await create({
        ...COURSE,
        name: 'Free sleep',
        price: 0,
        lessons: [{ title: 'Free lesson', durationMinutes: 3, youtubeLink: 'https://youtu.be/FreeVid0001' }],
      })
    ).json<Course>();
    const other = await createUserWithToken(t);
    await buyThroughCheckout(t, buyer.headers, { purpose: 'course', courseId: course._id });

    const lessonsFor = async (who?: TestUser) => {
      const one = (await send('GET', `/api/courses/read/${course._id}`, undefined, who)).json<Course>();
      const list = (await send('GET', '/api/courses/read', undefined, who)).json<Course[]>();
      const listed = list.find((c) => c._id === course._id);
      const freeListed = list.find((c) => c._id === free._id);
      return { one: one.lessons, listed: listed?.lessons, free: freeListed?.lessons[0]?.youtubeLink };
    };
    for (const who of [undefined, other]) {
      const seen = await lessonsFor(who);
      expect(seen.one).toEqual([{ _id: AN_ID, title: 'Why we sleep', durationMinutes: 12 }]);
      expect(seen.listed).toEqual(seen.one);
      expect(JSON.stringify(seen)).not.toContain(LESSON_VIDEO);
      expect(seen.free).toBe('https://www.youtube.com/embed/FreeVid0001');
    }
    for (const who of [buyer, admin]) {
      const seen = await lessonsFor(who);
      expect(seen.one?.[0]?.youtubeLink).toBe(`https://www.youtube.com/embed/${LESSON_VIDEO}`);
      expect(seen.listed).toEqual(seen.one);
    }
  });
});
