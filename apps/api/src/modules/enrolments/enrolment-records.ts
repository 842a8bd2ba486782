import {
  percentComplete,
  type AdminEnrolment,
  type CourseEnrolmentRecord,
  type EnrolledWebinar,
} from '@sukoon/contract';
import type { CourseEnrolmentRow, CourseRow, PaymentRow } from './course-enrolments-repository.ts';
import type { WebinarRow, WebinarSeatRow } from './webinar-seats-repository.ts';

// Database rows → the answer shapes the spec's client reads.

function toEnrolmentPayment(payment: PaymentRow | null): CourseEnrolmentRecord['payment'] {
  if (!payment?.providerPaymentId) return null;
  return {
    paymentId: payment.providerPaymentId,
    amount: payment.amountPaise,
    currency: 'INR',
    orderId: payment.providerOrderId,
    status: 'success',
    paymentMethod: 'Razorpay',
  };
}

export function toCourseEnrolmentRecord(
  enrolment: CourseEnrolmentRow,
  payment: PaymentRow | null,
): CourseEnrolmentRecord {
  return {
    _id: enrolment.id,
    userId: enrolment.userId,
    courseId: enrolment.courseId,
    courseName: enrolment.courseName,
    payment: toEnrolmentPayment(payment),
    enrollmentDate: enrolment.enrolledAt.toISOString(),
    receiptId: enrolment.receiptId,
  };
}

export function toEnrolledCourse(row: {
  enrolment: CourseEnrolmentRow;
  payment: PaymentRow | null;
  course: CourseRow;
  lessonCount: number;
  completedCount: number;
}) {
  return {
    ...toCourseEnrolmentRecord(row.enrolment, row.payment),
    courseId: { _id: row.course.id, name: row.course.name, image: row.course.image },
    ...(row.lessonCount > 0 ? { progressPercent: percentComplete(row.completedCount, row.lessonCount) } : {}),
  };
}

export function toEnrolledWebinar(row: { seat: WebinarSeatRow; webinar: WebinarRow }): EnrolledWebinar {
  const { webinar } = row;
  return {
    _id: webinar.id,
    title: webinar.title,
    presenter: webinar.presenter,
    description: webinar.description,
    date: webinar.date,
    time: webinar.time,
    platform: webinar.platform,
    price: String(webinar.priceRupees),
    enrolledAt: row.seat.createdAt.toISOString(),
  };
}

export function toAdminEnrolment(row: {
  enrolment: CourseEnrolmentRow;
  amountPaise: number | null;
  course: { id: string; name: string; image: string };
  user: { id: string; firstName: string; email: string };
}): AdminEnrolment {
  return {
    _id: row.enrolment.id,
    courseId: { _id: row.course.id, name: row.course.name, image: row.course.image },
    courseName: row.enrolment.courseName,
    enrollmentDate: row.enrolment.enrolledAt.toISOString(),
    userId: { _id: row.user.id, firstName: row.user.firstName, email: row.user.email },
    amount: row.amountPaise ?? 0,
  };
}
