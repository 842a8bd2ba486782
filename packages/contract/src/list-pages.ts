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

/** `GET /api/getallenrolledusers?q=`: the course's name, or the learner's name or e-mail. */
export const adminEnrolmentPageResponse = pageOf(adminEnrolment);
export const adminEnrolmentListOrPageResponse = z.union([
  adminEnrolmentsResponse,
  adminEnrolmentPageResponse,
]);

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
