import {
  pageWindow,
  readIstClock,
  type AdminEnrolment,
  type AdminEnrolmentFilter,
  type EnrolledCourseChoice,
  type Page,
  type PageQuery,
} from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { createCachedCount } from '../../lib/cached-count.ts';
import { webinarSeatMail } from '../../lib/mail-templates/purchase-mails.ts';
import type { ProfileService } from '../profile/profile-service.ts';
import {
  countAllCourseEnrolments,
  findCourseEnrolment,
  listAllCourseEnrolments,
  listAllCourseEnrolmentsPage,
  listEnrolledCourseChoices,
  listUserCourseEnrolments,
} from './course-enrolments-repository.ts';
import { enrolmentsToCsv } from './enrolments-csv.ts';
import {
  findWebinar,
  findWebinarSeat,
  insertWebinarSeat,
  listUserWebinarSeats,
  lockWebinarForSeat,
} from './webinar-seats-repository.ts';
import {
  toAdminEnrolment,
  toCourseEnrolmentRecord,
  toEnrolledCourse,
  toEnrolledWebinar,
} from './enrolment-records.ts';
import { WEBINAR_ARCHIVED } from './webinar-purchase.ts';

export type EnrolmentsService = ReturnType<typeof createEnrolmentsService>;

/** Reads of enrolments and seats; paid ones are only ever made by a verified payment. */
export type EnrolmentsServiceDeps = Pick<
  AppContext,
  'db' | 'now' | 'mailer' | 'config' | 'tables' | 'log'
> & {
  profiles: Pick<ProfileService, 'recipientOf'>;
};

export function createEnrolmentsService(ctx: EnrolmentsServiceDeps) {
  const { db, log } = ctx;
  // Migration 0019: moves with every enrolment, and with the course names and people a search reads.
  const countOf = createCachedCount(ctx.tables, 'enrolment_totals');

  /** Not deleted; an archived webinar still answers its seat holders. */
  async function findKeptWebinar(webinarId: string) {
    const webinar = await findWebinar(db, webinarId);
    if (!webinar || webinar.deletedAt) throw notFound('errors_webinar_not_found');
    return webinar;
  }

  return {
    /** The enrolment a verified payment made; never creates one. */
    async getPaidCourseEnrolment(userId: string, courseId: string) {
      const found = await findCourseEnrolment(db, userId, courseId);
      if (!found) throw notFound('errors_no_verified_payment');
      return toCourseEnrolmentRecord(found.enrolment, found.payment);
    },

    async isEnrolledInCourse(userId: string, courseId: string): Promise<boolean> {
      return (await findCourseEnrolment(db, userId, courseId)) !== undefined;
    },

    async hasWebinarSeat(userId: string, webinarId: string): Promise<boolean> {
      const webinar = await findKeptWebinar(webinarId);
      return (await findWebinarSeat(db, userId, webinar.id)) !== undefined;
    },

    async listEnrolledCourses(userId: string) {
      return (await listUserCourseEnrolments(db, userId)).map(toEnrolledCourse);
    },

    async listEnrolledWebinars(userId: string) {
      return (await listUserWebinarSeats(db, userId)).map(toEnrolledWebinar);
    },

    /**
     * A seat in a free webinar that has not started, confirmed by e-mail; repeating it changes
     * nothing and sends nothing.
     */
    async enrolInFreeWebinar(userId: string, webinarId: string): Promise<void> {
      const { webinar, seat } = await db.transaction(async (tx) => {
        const webinar = await lockWebinarForSeat(tx, webinarId);
        if (!webinar || webinar.deletedAt) throw notFound('errors_webinar_not_found');
        if (webinar.archivedAt) throw conflict(WEBINAR_ARCHIVED);
        if (webinar.priceRupees > 0) throw badRequest('errors_webinar_needs_payment');
        if (webinar.startsAt < ctx.now()) throw badRequest('errors_webinar_past');
        const seat = await insertWebinarSeat(tx, { userId, webinarId: webinar.id, createdAt: ctx.now() });
        return { webinar, seat };
      });
      // Mailed after the commit, and only for a seat this call made.
      const buyer = seat && (await ctx.profiles.recipientOf(userId));
      if (!buyer) return;
      await ctx.mailer
        .send(webinarSeatMail(buyer, webinar, null, ctx.config.appUrl))
        .catch((error: unknown) => {
          log.error({ err: error, webinarId: webinar.id }, 'could not send the webinar seat e-mail');
        });
    },

    async listAllEnrolments() {
      return (await listAllCourseEnrolments(db)).map(toAdminEnrolment);
    },

    /** One page of every enrolment, newest first, searched by course, name or e-mail, or of one course. */
    async listAllEnrolmentsPage(query: PageQuery & AdminEnrolmentFilter): Promise<Page<AdminEnrolment>> {
      const { page, limit, offset } = pageWindow(query);
      const filter = { q: query.q, courseId: query.courseId };
      const [rows, total] = await Promise.all([
        listAllCourseEnrolmentsPage(db, { ...filter, offset, limit }),
        countOf(JSON.stringify([filter.q ?? '', filter.courseId ?? '']), () =>
          countAllCourseEnrolments(db, filter),
        ),
      ]);
      return { items: rows.map(toAdminEnrolment), total, page, limit };
    },

    /** Every enrolment the filter matches, not one page, as a CSV file named for today in India. */
    async exportEnrolmentsCsv(filter: AdminEnrolmentFilter): Promise<{ fileName: string; csv: string }> {
      const rows = await listAllCourseEnrolments(db, { q: filter.q, courseId: filter.courseId });
      return {
        fileName: `enrolments-${readIstClock(ctx.now()).today}.csv`,
        csv: enrolmentsToCsv(rows.map(toAdminEnrolment)),
      };
    },

    /** The course filter's choices: every course with an enrolment. */
    async listCourseChoices(): Promise<EnrolledCourseChoice[]> {
      return (await listEnrolledCourseChoices(db)).map((course) => ({ _id: course.id, name: course.name }));
    },
  };
}
