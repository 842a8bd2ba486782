import { z } from 'zod';
import {
  ADMIN_APPOINTMENT_STATUSES,
  adminAppointment,
  appointmentListQuery,
  takenSlot,
} from './appointments.ts';
import { blogListResponse, blogResponse } from './blogs.ts';
import { adminCounsellor, adminCounsellorListResponse } from './counsellors.ts';
import { courseListResponse, courseResponse } from './courses.ts';
import { adminEnrolment, adminEnrolmentsResponse } from './enrolments.ts';
import { coursePageQuery, pageOf, pageQuery } from './paging.ts';
import {
  publicWebinarListResponse,
  publicWebinarResponse,
  webinarDetailListResponse,
  webinarDetailResponse,
} from './webinars.ts';

// The paged answers of the lists (issue 21, paging.ts): each list call answers the spec's array
// without paging parameters and one of these pages with them.

export const blogPageResponse = pageOf(blogResponse);
export const blogListOrPageResponse = z.union([blogListResponse, blogPageResponse]);

export const coursePageResponse = pageOf(courseResponse);
export const courseListOrPageResponse = z.union([courseListResponse, coursePageResponse]);
export { coursePageQuery };

export const publicWebinarPageResponse = pageOf(publicWebinarResponse);
export const publicWebinarListOrPageResponse = z.union([
  publicWebinarListResponse,
  publicWebinarPageResponse,
]);
export const webinarDetailPageResponse = pageOf(webinarDetailResponse);
export const webinarDetailListOrPageResponse = z.union([
  webinarDetailListResponse,
  webinarDetailPageResponse,
]);

/**
 * `GET /api/getallenrolledusers`: `q` searches the course's name or the learner's name or e-mail,
 * `courseId` keeps one course's enrolments; `format=csv` answers every match (not a page) as a file.
 */
export const adminEnrolmentQuery = pageQuery.extend({
  courseId: z.uuid({ message: 'must be a course id' }).optional(),
  format: z.enum(['csv'], { error: 'must be csv' }).optional(),
});
export type AdminEnrolmentQuery = z.infer<typeof adminEnrolmentQuery>;
/** What narrows the enrolments, for a page and for the CSV alike. */
export type AdminEnrolmentFilter = Pick<AdminEnrolmentQuery, 'q' | 'courseId'>;
export const adminEnrolmentPageResponse = pageOf(adminEnrolment);
export const adminEnrolmentListOrPageResponse = z.union([
  adminEnrolmentsResponse,
  adminEnrolmentPageResponse,
]);
/** `GET /api/admin/enrolments/courses`: the courses anyone enrolled in, by name (the course filter). */
export const enrolledCourseChoice = z.object({ _id: z.string(), name: z.string() });
export type EnrolledCourseChoice = z.infer<typeof enrolledCourseChoice>;
export const enrolledCourseChoicesResponse = z.array(enrolledCourseChoice);

/**
 * `GET /api/admin/counsellors/names`: every counsellor's id and name, by name — what the appointment
 * list filters by and moves requests to, now that the admin list is read a page at a time.
 */
export const adminCounsellorName = z.object({ _id: z.string(), name: z.string(), active: z.boolean() });
export type AdminCounsellorName = z.infer<typeof adminCounsellorName>;
export const adminCounsellorNamesResponse = z.array(adminCounsellorName);

/** `GET /api/admin/counsellors?q=`: a counsellor's name or e-mail. */
export const adminCounsellorPageResponse = pageOf(adminCounsellor);
export const adminCounsellorListOrPageResponse = z.union([
  adminCounsellorListResponse,
  adminCounsellorPageResponse,
]);

/**
 * `GET /api/appointments/get` (admin) pages too, filters by `status` and searches the client's name
 * or e-mail with `q`; for anyone else the paging parameters change nothing.
 */
export const appointmentPageQuery = appointmentListQuery.extend({
  ...pageQuery.shape,
  status: z
    .enum(ADMIN_APPOINTMENT_STATUSES, { error: `must be one of ${ADMIN_APPOINTMENT_STATUSES.join(', ')}` })
    .optional(),
});
export type AppointmentPageQuery = z.infer<typeof appointmentPageQuery>;
export const adminAppointmentPageResponse = pageOf(adminAppointment);
export const appointmentListOrPageResponse = z.union([
  z.array(adminAppointment),
  z.array(takenSlot),
  adminAppointmentPageResponse,
]);
