import { coursePurchaseRequest } from '@sukoon/contract';
import { AppError } from '../../lib/app-error.ts';
import { courseBoughtMail } from '../../lib/mail-templates/purchase-mails.ts';
import type { PurchaseHandler } from '../payments/purchase-handler.ts';
import {
  findCourse,
  findCourseEnrolment,
  insertCourseEnrolment,
  lockCourseForEnrolment,
} from './course-enrolments-repository.ts';
import type { AppContext } from '../../app-context.ts';
import { assertOnSale, fulfilOnce, saleOrder } from './content-purchase.ts';

const SALE_ERRORS = {
  missing: 'errors_course_not_found',
  withdrawn: 'errors_course_withdrawn',
  free: 'errors_course_free',
} as const;

/** Selling a paid course: priced from the course row; the enrolment is made once, on payment. */
export function createCoursePurchaseHandler({ config }: Pick<AppContext, 'config'>): PurchaseHandler {
  const { appUrl } = config;
  return {
    purpose: 'course',
    async prepare(tx, userId, input) {
      const { courseId } = coursePurchaseRequest.parse(input);
      const course = await findCourse(tx, courseId);
      assertOnSale(course, SALE_ERRORS);
      if (await findCourseEnrolment(tx, userId, course.id)) {
        throw new AppError('ALREADY_ENROLLED', 'errors_already_enrolled');
      }
      return { ...saleOrder('course', course, userId), courseId: course.id };
    },

    // An order placed before the course was archived is still honoured; a deleted course had no buyers.
    async fulfil(tx, payment, now) {
      const course = payment.courseId ? await lockCourseForEnrolment(tx, payment.courseId) : undefined;
      return fulfilOnce(course, payment.id, {
        insert: (found) =>
          insertCourseEnrolment(tx, {
            userId: payment.userId,
            courseId: found.id,
            courseName: found.name,
            paymentId: payment.id,
            receiptId: payment.receipt,
            enrolledAt: now,
          }),
        paymentOfExisting: async (found) =>
          (await findCourseEnrolment(tx, payment.userId, found.id))?.enrolment.paymentId,
      });
    },

    async confirmationMail(db, payment, buyer) {
      const course = payment.courseId ? await findCourse(db, payment.courseId) : undefined;
      return course && courseBoughtMail(buyer, course, payment.amountPaise, appUrl);
    },
  };
}
