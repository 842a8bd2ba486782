import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { listTakenSlots } from '../src/modules/appointments/appointment-holds-repository.ts';
import {
  paidOfUserQuery,
  paidWithClientsPageQuery,
  paidWithClientsQuery,
} from '../src/modules/appointments/appointment-lists-repository.ts';
import { listLiveBlogs, listLiveBlogsPage } from '../src/modules/blogs/blogs-repository.ts';
import { listLiveCourses, listLiveCoursesPage } from '../src/modules/courses/courses-repository.ts';
import {
  listAllCourseEnrolments,
  listAllCourseEnrolmentsPage,
  listEnrolledCourseChoices,
  listUserCourseEnrolments,
} from '../src/modules/enrolments/course-enrolments-repository.ts';
import { listUserWebinarSeats } from '../src/modules/enrolments/webinar-seats-repository.ts';
import { listRefundsDue } from '../src/modules/payments/payments-repository.ts';
import { listLiveWebinars, listLiveWebinarsPage } from '../src/modules/webinars/webinars-repository.ts';
import { listNotifications } from '../src/modules/notifications/notifications-repository.ts';
import {
  listCounsellorNames,
  listCounsellors,
  listCounsellorsPage,
} from '../src/modules/counsellors/counsellors-repository.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Every query that returns a list must be answerable from an index. The tables in a test are
// tiny, so the planner would rightly scan them whole; with sequential scans priced out of reach
// it still picks one only where no index can serve, and that is what this test reports.

const A_USER = '00000000-0000-4000-8000-000000000001';
const A_COURSE = '00000000-0000-4000-8000-000000000002';
const NOW = new Date('2026-06-01T06:00:00.000Z');
const PAGE = { offset: 24, limit: 12 };

const listQueries: Record<string, (db: Db) => unknown> = {
  'public courses': (db) => listLiveCourses(db),
  'public blogs': (db) => listLiveBlogs(db),
  'public webinars': (db) => listLiveWebinars(db),
  'taken slots for the booking calendar': (db) => listTakenSlots(db, '2026-06-01', '2026-06-08', NOW),
  "a user's appointments": (db) => paidOfUserQuery(db, A_USER),
  'every paid appointment (admin)': (db) => paidWithClientsQuery(db),
  "a user's course enrolments": (db) => listUserCourseEnrolments(db, A_USER),
  'every course enrolment (admin)': (db) => listAllCourseEnrolments(db),
  "a user's webinar seats": (db) => listUserWebinarSeats(db, A_USER),
  'refunds still owed (background retries)': (db) => listRefundsDue(db, 50),
  // notifications
  "a user's notifications, newest first (the bell)": (db) => listNotifications(db, A_USER, 50),
  'public counsellors': (db) => listCounsellors(db, true),
  'every counsellor (admin)': (db) => listCounsellors(db, false),
  // one page of each list (issue 21)
  'a page of public courses': (db) => listLiveCoursesPage(db, {}, PAGE),
  'a page of public courses in one category': (db) => listLiveCoursesPage(db, { category: 'Couple' }, PAGE),
  'a page of public blogs': (db) => listLiveBlogsPage(db, PAGE),
  'a page of public webinars': (db) => listLiveWebinarsPage(db, PAGE),
  'a page of every course enrolment (admin)': (db) => listAllCourseEnrolmentsPage(db, PAGE),
  'a page of every paid appointment (admin)': (db) => paidWithClientsPageQuery(db, {}, PAGE),
  'a page of the appointments in one status (admin)': (db) =>
    paidWithClientsPageQuery(db, { status: 'pending' }, PAGE),
  'a page of every counsellor (admin)': (db) => listCounsellorsPage(db, PAGE),
  "a page of one course's enrolments (admin)": (db) =>
    listAllCourseEnrolmentsPage(db, { courseId: A_COURSE, ...PAGE }),
  'every enrolment matching a search (the admin CSV)': (db) => listAllCourseEnrolments(db, { q: 'asha' }),
  'the courses anyone enrolled in (the admin course filter)': (db) => listEnrolledCourseChoices(db),
  "every counsellor's name (the admin appointment filter)": (db) => listCounsellorNames(db),
};

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

async function planOf(db: Db, query: SQLWrapper): Promise<PlanNode[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain (format json) ${query.getSQL()}`);
    const rows = (result as { rows: Record<string, unknown>[] }).rows;
    const [explained] = Object.values(rows[0] ?? {}) as [unknown];
    // pg parses the json column; PGlite may hand it over as text.
    const document = (typeof explained === 'string' ? JSON.parse(explained) : explained) as [
      { Plan: PlanNode },
    ];
    return flatten(document[0].Plan);
  });
}

describe('list queries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(Object.entries(listQueries))(
    '%s: read through an index, never a whole-table scan',
    async (_name, build) => {
      const nodes = await planOf(t.database.db, build(t.database.db) as SQLWrapper);
      const scans = nodes.filter((node) => node['Relation Name'] !== undefined);
      expect(scans.length).toBeGreaterThan(0);
      expect(
        scans.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']),
      ).toEqual([]);
    },
  );

  it.each([
    [
      'courses_live_category_created_at_idx',
      (db: Db): unknown => listLiveCoursesPage(db, { category: 'Couple' }, PAGE),
    ],
    [
      'course_enrolments_course_enrolled_at_idx',
      (db: Db): unknown => listAllCourseEnrolmentsPage(db, { courseId: A_COURSE, ...PAGE }),
    ],
    [
      'appointments_status_date_idx',
      (db: Db): unknown => paidWithClientsPageQuery(db, { status: 'pending' }, PAGE),
    ],
  ])('a filtered page is read through %s', async (index, build) => {
    const nodes = await planOf(t.database.db, build(t.database.db) as SQLWrapper);
    expect(nodes.map((node) => node['Index Name'])).toContain(index);
  });

  // A page taken from the top of a sort of every match costs what the list holds: these walk an
  // index in the list's order and stop after the page (an incremental sort only settles ties).
  it.each([
    ['every counsellor (admin)', 'users_name_idx', (db: Db): unknown => listCounsellorsPage(db, PAGE)],
    [
      'counsellors matching a search (admin)',
      'users_name_idx',
      (db: Db): unknown => listCounsellorsPage(db, { q: 'asha', ...PAGE }),
    ],
    [
      'every course enrolment (admin)',
      'course_enrolments_enrolled_at_idx',
      (db: Db): unknown => listAllCourseEnrolmentsPage(db, PAGE),
    ],
  ])('a page of %s is read in order through %s, not sorted whole', async (_name, index, build) => {
    const nodes = await planOf(t.database.db, build(t.database.db) as SQLWrapper);
    expect(nodes.map((node) => node['Index Name'])).toContain(index);
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
  });

  it('can tell a scan from an index read', async () => {
    const nodes = await planOf(t.database.db, sql`select * from courses where name = 'x'`);
    expect(nodes.map((node) => node['Node Type'])).toContain('Seq Scan');
  });
});
