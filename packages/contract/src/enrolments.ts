import { z } from 'zod';

// Course enrolments and webinar seats, in the shapes the spec's client reads (spec §3, §7).

const entityId = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');

/** The payment inside a course enrolment record; `amount` is in paise. */
export const enrolmentPayment = z.object({
  paymentId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  orderId: z.string(),
  status: z.literal('success'),
  paymentMethod: z.literal('Razorpay'),
});

/** Spec §3's course enrolment record. */
export const courseEnrolmentRecord = z.object({
  _id: z.string(),
  userId: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  payment: enrolmentPayment.nullable(),
  enrollmentDate: z.string(),
  receiptId: z.string(),
});
export type CourseEnrolmentRecord = z.infer<typeof courseEnrolmentRecord>;

/**
 * POST /api/course-enrollment: the spec's client posts the whole record; only courseId is read,
 * because the enrolment is made when the payment is verified.
 */
export const courseEnrollmentRequest = z.object({ courseId: entityId });
export type CourseEnrollmentRequest = z.input<typeof courseEnrollmentRequest>;

/** GET /api/checkenrollment?courseId= — 200 when enrolled, 404 otherwise. */
export const checkEnrollmentQuery = z.object({ courseId: entityId });
export const checkEnrollmentResponse = z.object({ enrolled: z.literal(true) });
export type CheckEnrollmentResponse = z.infer<typeof checkEnrollmentResponse>;

/** POST /api/checkEnrollmentStatus */
export const checkEnrollmentStatusRequest = z.object({ webinarId: entityId });
export const checkEnrollmentStatusResponse = z.object({
  success: z.literal(true),
  alreadyPaid: z.boolean(),
});
export type CheckEnrollmentStatusResponse = z.infer<typeof checkEnrollmentStatusResponse>;

/** GET /api/enrolled/courses: each entry carries the course as an object (DESIGN). */
export const enrolledCourse = courseEnrolmentRecord.extend({
  courseId: z.object({ _id: z.string(), name: z.string(), image: z.string() }),
  /** Whole percent of the course's lessons the user completed; absent for a course without lessons. */
  progressPercent: z.number().int().optional(),
});
export const enrolledCoursesResponse = z.array(enrolledCourse);
export type EnrolledCourse = z.infer<typeof enrolledCourse>;

/** GET /api/enrolled/webinars: no meeting details here; the webinar page has them. */
export const enrolledWebinar = z.object({
  _id: z.string(),
  title: z.string(),
  presenter: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  platform: z.enum(['meet', 'zoom']),
  price: z.string(),
  enrolledAt: z.string(),
});
export const enrolledWebinarsResponse = z.object({ webinars: z.array(enrolledWebinar) });
export type EnrolledWebinar = z.infer<typeof enrolledWebinar>;

/** POST /api/webinars/{id}/enroll: free webinars only. */
export const webinarEnrollResponse = z.object({ success: z.literal(true), message: z.string() });
export type WebinarEnrollResponse = z.infer<typeof webinarEnrollResponse>;

/** GET /api/getallenrolledusers (admin); `amount` is in paise. */
export const adminEnrolment = z.object({
  _id: z.string(),
  courseId: z.object({ _id: z.string(), name: z.string(), image: z.string() }),
  courseName: z.string(),
  enrollmentDate: z.string(),
  userId: z.object({ _id: z.string(), firstName: z.string(), email: z.string() }),
  amount: z.number().int(),
});
export const adminEnrolmentsResponse = z.array(adminEnrolment);
export type AdminEnrolment = z.infer<typeof adminEnrolment>;

export const ENROLMENT_MESSAGES = {
  noVerifiedPayment: 'No verified payment for this course.',
  notEnrolled: 'You are not enrolled in this course.',
  freeWebinarEnrolled: 'You are enrolled in this webinar.',
  noCoursesYet: 'No courses enrolled yet.',
  noWebinarsYet: 'No webinars enrolled yet.',
} as const;
