import {
  courseListResponse,
  courseResponse,
  createCourseBody,
  errorResponse,
  idParam,
  messageResponse,
  updateCourseBody,
} from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { AppContext } from '../../app-context.ts';
import { createCachedJson, sendPrivateJson, SELF_ENCODED } from '../../lib/cached-json.ts';
import type { CourseBuyers } from './course-buyers.ts';
import { createCoursesService } from './courses-service.ts';

const tags = ['courses'];
const admin = [{ bearer: [] }];
const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** `buyers`: the enrolments module's answers, supplied by app.ts (see course-buyers.ts). */
export function registerCoursesRoutes(app: ZodApp, ctx: AppContext, buyers: CourseBuyers): void {
  const service = createCoursesService(ctx, { buyers });
  // The anonymous answer is the same for everyone; a signed-in caller's may carry video links.
  const courseList = createCachedJson(courseListResponse, () => service.listCourses(), {
    vary: 'accept-encoding, authorization',
    changes: { tables: ctx.tables, table: 'courses' },
  });
  // The token is optional: OpenAPI's empty requirement says "or none".
  const readerSecurity: Record<string, string[]>[] = [{}, { bearer: [] }];

  app.get(
    '/api/courses/read',
    {
      ...SELF_ENCODED,
      onRequest: app.identifyUser,
      schema: {
        tags,
        summary: 'Live courses, newest first; paid videos only for their buyers and admins',
        security: readerSecurity,
        response: { 200: courseListResponse },
      },
    },
    async (request, reply) => {
      if (!request.user) return courseList.send(request, reply);
      const courses = courseListResponse.parse(await service.listCourses(request.user));
      return sendPrivateJson(request, reply, courses);
    },
  );

  app.get(
    '/api/courses/read/:id',
    {
      onRequest: app.identifyUser,
      schema: {
        tags,
        summary: 'One course; its paid video only for its buyers and admins',
        security: readerSecurity,
        params: idParam,
        response: { 200: courseResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const course = await service.getCourse(request.params.id, request.user);
      void reply
        .header('cache-control', request.user ? 'private, no-cache' : 'no-cache')
        .header('vary', 'authorization');
      return course;
    },
  );

  app.post(
    '/api/courses/write',
    {
      onRequest: app.requireAdmin,
      onSend: courseList.invalidateOnSend,
      schema: {
        tags,
        security: admin,
        body: createCourseBody,
        response: { 201: courseResponse, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createCourse(request.body)),
  );

  app.put(
    '/api/courses/update/:id',
    {
      onRequest: app.requireAdmin,
      onSend: courseList.invalidateOnSend,
      schema: {
        tags,
        security: admin,
        params: idParam,
        body: updateCourseBody,
        response: { 200: courseResponse, 404: errorResponse, ...adminErrors },
      },
    },
    (request) => service.updateCourse(request.params.id, request.body),
  );

  app.delete(
    '/api/courses/delete/:id',
    {
      onRequest: app.requireAdmin,
      onSend: courseList.invalidateOnSend,
      schema: {
        tags,
        security: admin,
        params: idParam,
        response: { 200: messageResponse, 404: errorResponse, ...adminErrors },
      },
    },
    (request) => service.deleteCourse(request.params.id),
  );
}
