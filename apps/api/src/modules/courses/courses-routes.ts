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
import { createCachedJson, SELF_ENCODED } from '../../lib/cached-json.ts';
import { createCoursesService } from './courses-service.ts';

const tags = ['courses'];
const admin = [{ bearer: [] }];
const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export function registerCoursesRoutes(app: ZodApp, ctx: AppContext): void {
  const service = createCoursesService(ctx);
  const courseList = createCachedJson(courseListResponse, () => service.listCourses());

  app.get(
    '/api/courses/read',
    {
      ...SELF_ENCODED,
      schema: { tags, summary: 'Live courses, newest first', response: { 200: courseListResponse } },
    },
    (request, reply) => courseList.send(request, reply),
  );

  app.get(
    '/api/courses/read/:id',
    { schema: { tags, params: idParam, response: { 200: courseResponse, 404: errorResponse } } },
    (request) => service.getCourse(request.params.id),
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
