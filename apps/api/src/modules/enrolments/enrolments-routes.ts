import { z } from 'zod';
import {
  adminEnrolmentListOrPageResponse,
  adminEnrolmentQuery,
  asksForPage,
  checkEnrollmentQuery,
  checkEnrollmentResponse,
  checkEnrollmentStatusRequest,
  checkEnrollmentStatusResponse,
  courseEnrolmentRecord,
  courseEnrollmentRequest,
  enrolledCourseChoicesResponse,
  enrolledCoursesResponse,
  enrolledWebinarsResponse,
  errorResponse,
  idParam,
  webinarEnrollResponse,
} from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { notFound } from '../../lib/app-error.ts';
import { createEnrolmentsService } from './enrolments-service.ts';
import { replyText } from '../../lib/server-texts.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export function registerEnrolmentsRoutes(app: ZodApp, ctx: AppContext): void {
  const enrolments = createEnrolmentsService(ctx, app.log);
  const tags = ['enrolments'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/course-enrollment',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        body: courseEnrollmentRequest,
        response: { 200: courseEnrolmentRecord, ...errors },
      },
    },
    async (request) => enrolments.getPaidCourseEnrolment(currentUser(request).id, request.body.courseId),
  );

  app.get(
    '/api/checkenrollment',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        querystring: checkEnrollmentQuery,
        response: { 200: checkEnrollmentResponse, ...errors },
      },
    },
    async (request) => {
      const enrolled = await enrolments.isEnrolledInCourse(currentUser(request).id, request.query.courseId);
      if (!enrolled) throw notFound('errors_not_enrolled');
      return { enrolled: true as const };
    },
  );

  app.post(
    '/api/checkEnrollmentStatus',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        body: checkEnrollmentStatusRequest,
        response: { 200: checkEnrollmentStatusResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      alreadyPaid: await enrolments.hasWebinarSeat(currentUser(request).id, request.body.webinarId),
    }),
  );

  app.get(
    '/api/enrolled/courses',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: enrolledCoursesResponse, ...errors } },
    },
    async (request) => enrolments.listEnrolledCourses(currentUser(request).id),
  );

  app.get(
    '/api/enrolled/webinars',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: enrolledWebinarsResponse, ...errors } },
    },
    async (request) => ({ webinars: await enrolments.listEnrolledWebinars(currentUser(request).id) }),
  );

  app.post(
    '/api/webinars/:id/enroll',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params: idParam, response: { 200: webinarEnrollResponse, ...errors } },
    },
    async (request) => {
      await enrolments.enrolInFreeWebinar(currentUser(request).id, request.params.id);
      return { success: true as const, message: replyText('replies_webinar_enrolled') };
    },
  );

  app.get(
    '/api/getallenrolledusers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Every course enrolment, newest first (admin); with page, limit, q (course, name or e-mail) or courseId one page of them and their total; format=csv: every match as text/csv',
        querystring: adminEnrolmentQuery,
        response: {
          200: z.union([adminEnrolmentListOrPageResponse, z.string().describe('text/csv')]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === 'csv') {
        const { fileName, csv } = await enrolments.exportEnrolmentsCsv(query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(csv);
      }
      return asksForPage(query, ['page', 'limit', 'q', 'courseId'])
        ? enrolments.listAllEnrolmentsPage(query)
        : enrolments.listAllEnrolments();
    },
  );

  app.get(
    '/api/admin/enrolments/courses',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'The courses anyone enrolled in, by name (admin): the course filter of the enrolment list',
        response: { 200: enrolledCourseChoicesResponse, ...errors },
      },
    },
    () => enrolments.listCourseChoices(),
  );
}
