import { sql } from 'drizzle-orm';
import { createBlogBody, createCounsellorBody, createCourseBody, createWebinarBody } from '@sukoon/contract';
import type { Db, DbOrTx } from './client.ts';
import { blogs, counsellors, courses, webinars } from './schema/index.ts';
import { istDay } from '../lib/ist.ts';
import type { CoursesService } from '../modules/courses/courses-service.ts';
import type { BlogsService } from '../modules/blogs/blogs-service.ts';
import type { WebinarsService } from '../modules/webinars/webinars-service.ts';
import { DEMO_COURSES } from './demo-content/demo-courses.ts';
import { DEMO_BLOGS } from './demo-content/demo-blogs.ts';
import { demoWebinars } from './demo-content/demo-webinars.ts';
import { DEMO_COUNSELLOR_PROFILES } from './demo-content/demo-counsellors.ts';
import type { CreateCounsellorInput } from '../modules/counsellors/counsellor-accounts.ts';
import type { CounsellorRow } from '../modules/counsellors/counsellors-repository.ts';

/** Any advisory-lock key unique to this job: two instances starting together seed once. */
const SEED_LOCK_KEY = 7_345_021;
const MINUTE_MS = 60_000;

// Deleted rows count too: an admin who removed the demo content does not get it back.
async function hasAnyContent(tx: DbOrTx): Promise<boolean> {
  const found = [
    await tx.select({ id: courses.id }).from(courses).limit(1),
    await tx.select({ id: blogs.id }).from(blogs).limit(1),
    await tx.select({ id: webinars.id }).from(webinars).limit(1),
  ];
  return found.some((rows) => rows.length > 0);
}

/** The services' writes, on the seed's transaction and clock (services.ts hands them in). */
export interface DemoContentWriters {
  courses(db: DbOrTx, now: () => Date): Pick<CoursesService, 'addCourse'>;
  blogs(db: DbOrTx, now: () => Date): Pick<BlogsService, 'addBlog'>;
  webinars(db: DbOrTx, now: () => Date): Pick<WebinarsService, 'addWebinar'>;
  addCounsellor(tx: DbOrTx, input: CreateCounsellorInput, now: Date): Promise<CounsellorRow>;
}

export interface DemoOptions {
  /**
   * The four demo counsellors too (on by default). With active counsellors booking assigns them
   * (DESIGN "Counsellors and sessions"); without, it is the spec's one calendar.
   */
  counsellors?: boolean;
}

/**
 * Adds demo courses, blogs, webinars and counsellors when there is no content at all; true if it
 * added any. Everything goes through the same validation and services as an admin's writes.
 */
export async function seedDemoContent(
  { db, demoContent }: { db: Db; demoContent: DemoContentWriters },
  now: Date = new Date(),
  options: DemoOptions = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasAnyContent(tx)) return false;

    // Posted a minute apart, in list order, so "newest first" reads the way the lists are written.
    const postedAt = (index: number, count: number) => () =>
      new Date(now.getTime() - (count - index) * MINUTE_MS);

    for (const [index, course] of DEMO_COURSES.entries()) {
      const service = demoContent.courses(tx, postedAt(index, DEMO_COURSES.length));
      await service.addCourse(createCourseBody.parse(course));
    }
    for (const [index, blog] of DEMO_BLOGS.entries()) {
      const service = demoContent.blogs(tx, postedAt(index, DEMO_BLOGS.length));
      await service.addBlog(createBlogBody.parse(blog));
    }
    const webinarService = demoContent.webinars(tx, () => now);
    for (const webinar of demoWebinars(istDay(now))) {
      await webinarService.addWebinar(createWebinarBody.parse(webinar));
    }
    // Counsellors an admin added before any content stay the only ones.
    const hasCounsellors = (await tx.select({ id: counsellors.id }).from(counsellors).limit(1)).length > 0;
    if ((options.counsellors ?? true) && !hasCounsellors) {
      for (const profile of DEMO_COUNSELLOR_PROFILES) {
        await demoContent.addCounsellor(tx, createCounsellorBody.parse(profile), now);
      }
    }
    return true;
  });
}
