import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  type AdminCounsellor,
  type Blog,
  type Course,
  type PublicCounsellor,
  type WebinarDetail,
} from '@sukoon/contract';
import { API_ROOT } from '../paths.ts';
import { blogs } from './schema/index.ts';
import { DEMO_COUNSELLORS } from './demo-content/demo-counsellors.ts';
import { seedDemoContent } from './seed-demo.ts';
import { DEMO_CONTENT_WRITERS } from '../services.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUserWithToken } from '../../test/users-fixture.ts';

const WEB_PUBLIC = path.join(API_ROOT, '../web/public');
// 20:00 UTC is 01:30 the next morning in IST: "today" for the seed is 2026-03-02.
const NOW = new Date('2026-03-01T20:00:00.000Z');

const expectShippedImage = (image: string) => {
  expect(image).toMatch(/^\/images\/demo\/[a-z-]+\.svg$/);
  const file = path.join(WEB_PUBLIC, image);
  expect(fs.existsSync(file), `${image} exists in apps/web/public`).toBe(true);
  const svg = fs.readFileSync(file, 'utf8');
  expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 640 400"/);
  expect(svg).not.toMatch(/<script|<image|href="http|<foreignObject/i);
  expect(svg.length).toBeLessThan(4096);
};

describe('demo content', () => {
  let t: TestApp;
  let courses: Course[];
  let blogList: Blog[];
  let webinars: WebinarDetail[];
  let counsellors: AdminCounsellor[];

  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoContent({ db: t.database.db, demoContent: DEMO_CONTENT_WRITERS }, NOW)).toBe(true);
    const admin = await createUserWithToken(t, 'admin');
    // As the admin: paid courses' video links are only for their buyers and admins.
    courses = (
      await t.app.inject({ method: 'GET', url: '/api/courses/read', headers: admin.headers })
    ).json();
    blogList = (await t.app.inject({ method: 'GET', url: '/api/blog/read' })).json();
    webinars = (
      await t.app.inject({ method: 'GET', url: '/api/admin/webinars', headers: admin.headers })
    ).json();
    counsellors = (
      await t.app.inject({ method: 'GET', url: '/api/admin/counsellors', headers: admin.headers })
    ).json();
  });
  afterAll(() => t.close());

  it('has at least two courses in every category, free and paid, each with a video', () => {
    for (const category of CATEGORIES) {
      expect(courses.filter((course) => course.category === category).length).toBeGreaterThanOrEqual(2);
    }
    expect(courses.some((course) => course.price === 0)).toBe(true);
    expect(courses.some((course) => course.price > 0)).toBe(true);
    for (const course of courses) {
      expect(course.youtubeLink).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/);
      expect(course.content.length).toBeGreaterThanOrEqual(3);
      expect(course.author).not.toBe('');
      expectShippedImage(course.image);
    }
  });

  it('has five or six blogs written in paragraphs, newest first', () => {
    expect(blogList.length).toBeGreaterThanOrEqual(5);
    expect(blogList.length).toBeLessThanOrEqual(6);
    for (const blog of blogList) {
      expect(blog.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(blog.shortDescription.length).toBeGreaterThan(20);
      expect(CATEGORIES).toContain(blog.category);
      expectShippedImage(blog.image);
    }
    const dates = blogList.map((blog) => blog.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.every((date) => date < NOW.toISOString())).toBe(true);
  });

  it('has upcoming and past webinars, dated from today in IST, on both platforms, free and paid', () => {
    const upcoming = webinars.filter((webinar) => webinar.startsAt >= NOW.toISOString());
    const past = webinars.filter((webinar) => webinar.startsAt < NOW.toISOString());
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    expect(past.length).toBeGreaterThanOrEqual(2);
    for (const group of [upcoming, past]) {
      expect(new Set(group.map((webinar) => webinar.platform))).toEqual(new Set(['meet', 'zoom']));
      expect(group.some((webinar) => webinar.price === '0')).toBe(true);
      expect(group.some((webinar) => webinar.price !== '0')).toBe(true);
    }
    const dates = webinars.map((webinar) => webinar.date);
    expect(dates).toEqual(
      expect.arrayContaining(['2026-03-05', '2026-03-12', '2026-03-22', '2026-02-25', '2026-01-31']),
    );
    for (const webinar of webinars) expect(webinar.meetingLink).toMatch(/^https:\/\//);
  });

  it("is written and presented by the About page's four counsellors, and calls its videos samples", () => {
    const counsellors: string[] = Object.values(DEMO_COUNSELLORS);
    expect(new Set(counsellors).size).toBe(4);
    const people = [
      ...courses.map((course) => course.author),
      ...blogList.map((blog) => blog.author),
      ...webinars.map((webinar) => webinar.presenter),
    ];
    for (const person of people) expect(counsellors).toContain(person);
    // Each counsellor has a part in it.
    expect(new Set(people)).toEqual(new Set(counsellors));
    for (const course of courses) expect(course.description).toMatch(/Sample video: /);
  });

  it('has the four as counsellors: active, bookable, not yet joined, with their shipped portraits', async () => {
    const names = counsellors.map((c) => `${c.firstName} ${c.lastName}`);
    expect(names.sort()).toEqual(Object.values(DEMO_COUNSELLORS).sort());
    for (const counsellor of counsellors) {
      expect(counsellor).toMatchObject({ active: true, joined: false, inviteExpiresAt: null });
      expect(counsellor.email).toMatch(/^[a-z]+\.[a-z]+@counsellors\.example$/);
      expect(counsellor.photo).toMatch(/^\/images\/counsellors\/[a-z-]+\.svg$/);
      expect(fs.existsSync(path.join(WEB_PUBLIC, counsellor.photo ?? '')), `${counsellor.photo}`).toBe(true);
    }
    expect(counsellors.map((c) => c.slug).sort()).toEqual([
      'farah-shaikh',
      'priya-nair',
      'rohan-mehta',
      'vikram-joshi',
    ]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/counsellors' });
    expect(listed.json<PublicCounsellor[]>()).toHaveLength(4);
    expect(listed.body).not.toContain('@');
  });

  it('adds nothing the second time', async () => {
    expect(await seedDemoContent({ db: t.database.db, demoContent: DEMO_CONTENT_WRITERS }, NOW)).toBe(false);
    const again = (await t.app.inject({ method: 'GET', url: '/api/courses/read' })).json<Course[]>();
    expect(again).toHaveLength(courses.length);
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/read' })).json<Blog[]>()).toHaveLength(
      blogList.length,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/counsellors' })).json()).toHaveLength(4);
  });
});

describe('demo content on other databases', () => {
  it('is not added where content exists, even if it was deleted', async () => {
    const t = await createTestApp();
    try {
      await t.database.db.insert(blogs).values({
        title: 'Kept',
        slug: 'kept',
        content: 'Deleted by an admin.',
        author: 'Admin',
        image: '/images/blog-default.svg',
        category: 'Career',
        deletedAt: new Date(),
      });
      expect(await seedDemoContent({ db: t.database.db, demoContent: DEMO_CONTENT_WRITERS })).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: '/api/courses/read' })).json()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('leaves the counsellors out when asked, keeping the one calendar', async () => {
    const t = await createTestApp({ SEED_DEMO: 'true', SEED_DEMO_COUNSELLORS: 'false' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/getwebinar' })).json<unknown[]>()).not.toEqual(
        [],
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/counsellors' })).json()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('is added at start when SEED_DEMO is on', async () => {
    const t = await createTestApp({ SEED_DEMO: 'true' });
    try {
      const list = (await t.app.inject({ method: 'GET', url: '/api/getwebinar' })).json<unknown[]>();
      expect(list.length).toBeGreaterThan(0);
      expect((await t.app.inject({ method: 'GET', url: '/api/counsellors' })).json()).toHaveLength(4);
    } finally {
      await t.close();
    }
  });
});
