import { coursePurchaseRequest, rupeesToPaise } from '@sukoon/contract';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { courseBoughtMail } from '../../lib/mail-templates/purchase-mails.ts';
import type { PurchaseHandler } from '../payments/purchase-handler.ts';
import {
  findCourse,
  findCourseEnrolment,
  insertCourseEnrolment,
  lockCourseForEnrolment,
} from './course-enrolments-repository.ts';

/** Spec §7: the course receipt is built from the first 10 characters of the course and user ids. */
const courseReceipt = (courseId: string, userId: string) =>
  `course_${courseId.slice(0, 10)}_${userId.slice(0, 10)}`;

/** Selling a paid course: priced from the course row; the enrolment is made once, on payment. */
export function createCoursePurchaseHandler({ appUrl }: { appUrl: string }): PurchaseHandler {
  return {
    purpose: 'course',
    async prepare(tx, userId, input) {
      const { courseId } = coursePurchaseRequest.parse(input);
      const course = await findCourse(tx, courseId);
      if (!course || course.deletedAt) throw notFound('errors_course_not_found');
      if (course.archivedAt) throw conflict('errors_course_withdrawn');
      if (course.priceRupees === 0) throw badRequest('errors_course_free');
      if (await findCourseEnrolment(tx, userId, course.id)) {
        throw new AppError('ALREADY_ENROLLED', 'errors_already_enrolled');
      }
      return {
        amountPaise: rupeesToPaise(course.priceRupees),
        receipt: courseReceipt(course.id, userId),
        courseId: course.id,
      };
    },

    // An order placed before the course was archived is still honoured; a deleted course had no buyers.
    async fulfil(tx, payment, now) {
      const course = payment.courseId ? await lockCourseForEnrolment(tx, payment.courseId) : undefined;
      if (!course || course.deletedAt) return 'unfulfillable';
      const inserted = await insertCourseEnrolment(tx, {
        userId: payment.userId,
        courseId: course.id,
        courseName: course.name,
        paymentId: payment.id,
        receiptId: payment.receipt,
        enrolledAt: now,
      });
      if (inserted) return 'applied';
      // Enrolled already: by this payment (a repeat) or by another one (a second purchase, refunded).
      const existing = await findCourseEnrolment(tx, payment.userId, course.id);
      return existing?.enrolment.paymentId === payment.id ? 'already-applied' : 'unfulfillable';
    },

    async confirmationMail(db, payment, buyer) {
      const course = payment.courseId ? await findCourse(db, payment.courseId) : undefined;
      return course && courseBoughtMail(buyer, course, payment.amountPaise, appUrl);
    },
  };
}
