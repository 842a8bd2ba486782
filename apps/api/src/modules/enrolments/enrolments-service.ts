import { ENROLMENT_MESSAGES } from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import {
  findCourseEnrolment,
  listAllCourseEnrolments,
  listUserCourseEnrolments,
} from './course-enrolments-repository.ts';
import {
  findWebinar,
  findWebinarSeat,
  insertWebinarSeat,
  listUserWebinarSeats,
} from './webinar-seats-repository.ts';
import {
  toAdminEnrolment,
  toCourseEnrolmentRecord,
  toEnrolledCourse,
  toEnrolledWebinar,
} from './enrolment-records.ts';

export type EnrolmentsService = ReturnType<typeof createEnrolmentsService>;

/** Reads of enrolments and seats; paid ones are only ever made by a verified payment. */
export function createEnrolmentsService(ctx: Pick<AppContext, 'db' | 'now'>) {
  const { db } = ctx;

  async function findLiveWebinar(webinarId: string) {
    const webinar = await findWebinar(db, webinarId);
    if (!webinar || webinar.deletedAt) throw notFound('Webinar not found.');
    return webinar;
  }

  return {
    /** The enrolment a verified payment made; never creates one. */
    async getPaidCourseEnrolment(userId: string, courseId: string) {
      const found = await findCourseEnrolment(db, userId, courseId);
      if (!found) throw notFound(ENROLMENT_MESSAGES.noVerifiedPayment);
      return toCourseEnrolmentRecord(found.enrolment, found.payment);
    },

    async isEnrolledInCourse(userId: string, courseId: string): Promise<boolean> {
      return (await findCourseEnrolment(db, userId, courseId)) !== undefined;
    },

    async hasWebinarSeat(userId: string, webinarId: string): Promise<boolean> {
      const webinar = await findLiveWebinar(webinarId);
      return (await findWebinarSeat(db, userId, webinar.id)) !== undefined;
    },

    async listEnrolledCourses(userId: string) {
      return (await listUserCourseEnrolments(db, userId)).map(toEnrolledCourse);
    },

    async listEnrolledWebinars(userId: string) {
      return (await listUserWebinarSeats(db, userId)).map(toEnrolledWebinar);
    },

    /** A seat in a free webinar that has not started; repeating it changes nothing. */
    async enrolInFreeWebinar(userId: string, webinarId: string): Promise<void> {
      const webinar = await findLiveWebinar(webinarId);
      if (webinar.priceRupees > 0) throw badRequest('This webinar needs payment. Use Pay to Enroll.');
      if (webinar.startsAt < ctx.now()) throw badRequest('This webinar has already taken place.');
      await insertWebinarSeat(db, { userId, webinarId: webinar.id, createdAt: ctx.now() });
    },

    async listAllEnrolments() {
      return (await listAllCourseEnrolments(db)).map(toAdminEnrolment);
    },
  };
}
