import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '@sukoon/contract';
import type { TestApp } from '../../../test/test-app.ts';
import { buyThroughCheckout, insertCourse } from '../../../test/purchase-fixture.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { openContentSuite } from '../../../test/content-suite.ts';

// Issue 12, item 1: a paid course's video is what is sold. Its link is in an answer only for a
// free course, the course's buyer or an admin; the token on these public reads is optional.

const VIDEO = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

describe('course video links', () => {
  let t: TestApp;
  let admin: TestUser;
  let buyer: TestUser;
  let other: TestUser;
  let paid: string;
  let free: string;

  beforeAll(async () => {
    ({ t, admin, user: buyer } = await openContentSuite());
    other = await createUserWithToken(t);
    paid = (await insertCourse(t, { name: 'Paid', priceRupees: 499, youtubeLink: VIDEO })).id;
    free = (await insertCourse(t, { name: 'Free', priceRupees: 0, youtubeLink: VIDEO })).id;
    await buyThroughCheckout(t, buyer.headers, { purpose: 'course', courseId: paid });
  });
  afterAll(() => t.close());

  const read = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const linksIn = async (headers?: Record<string, string>) => {
    const courses = (await read('/api/courses/read', headers)).json<Course[]>();
    return Object.fromEntries(courses.map((course) => [course.name, course.youtubeLink]));
  };
  const linkOf = async (id: string, headers?: Record<string, string>) => {
    const answer = await read(`/api/courses/read/${id}`, headers);
    expect(answer.statusCode).toBe(200);
    const course = answer.json<Course>();
    return 'youtubeLink' in course ? course.youtubeLink : 'no field';
  };

  it('leaves the paid video out for anonymous callers and those with a bad token', async () => {
    const callers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Basic abc' },
    ];
    for (const headers of callers) {
      expect(await linksIn(headers)).toEqual({ Paid: undefined, Free: VIDEO });
      expect(await linkOf(paid, headers)).toBe('no field');
      expect(await linkOf(free, headers)).toBe(VIDEO);
    }
  });

  it('leaves it out for a signed-in user who has not bought the course', async () => {
    expect(await linksIn(other.headers)).toEqual({ Paid: undefined, Free: VIDEO });
    expect(await linkOf(paid, other.headers)).toBe('no field');
  });

  it('gives it to the buyer and to an admin, in the list and the course', async () => {
    for (const who of [buyer, admin]) {
      expect(await linksIn(who.headers)).toEqual({ Paid: VIDEO, Free: VIDEO });
      expect(await linkOf(paid, who.headers)).toBe(VIDEO);
    }
  });

  it('keeps anonymous lists in the shared cache and per-caller lists out of it', async () => {
    const anonymous = await read('/api/courses/read');
    const etag = String(anonymous.headers.etag);
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(anonymous.headers.vary).toContain('authorization');
    expect((await read('/api/courses/read', { 'if-none-match': etag })).statusCode).toBe(304);

    // The buyer holding the anonymous copy must get their own, not a 304 that confirms it.
    const mine = await read('/api/courses/read', { ...buyer.headers, 'if-none-match': etag });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.vary).toContain('authorization');
    expect(mine.headers.etag).not.toBe(etag);
    expect(mine.json<Course[]>().find((course) => course.name === 'Paid')?.youtubeLink).toBe(VIDEO);
    const again = await read('/api/courses/read', {
      ...buyer.headers,
      'if-none-match': String(mine.headers.etag),
    });
    expect(again.statusCode).toBe(304);

    // And the anonymous answer after the buyer's is still the one without the link.
    const after = await read('/api/courses/read');
    expect(after.headers.etag).toBe(etag);
    expect(after.json<Course[]>().find((course) => course.name === 'Paid')).not.toHaveProperty('youtubeLink');

    const detail = await read(`/api/courses/read/${paid}`, buyer.headers);
    expect(detail.headers['cache-control']).toBe('private, no-cache');
    expect(detail.headers.vary).toContain('authorization');
  });
});
