import {
  asksForPage,
  courseListOrPageResponse,
  courseListResponse,
  coursePageQuery,
  coursePageResponse,
  courseResponse,
  createCourseBody,
  errorResponse,
  idParam,
  updateCourseBody,
} from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';
import { sendPrivateJson, SELF_ENCODED } from '../../lib/cached-json.ts';
import { registerContentWriteRoutes, varyByViewer } from '../../lib/content-routes.ts';

const tags = ['courses'];
const PAGE_KEYS = ['page', 'limit', 'q', 'category'] as const;

export function registerCoursesRoutes(app: ZodApp, services: Services): void {
  const { courses: service, courseLists } = services;
  // The token is optional: OpenAPI's empty requirement says "or none".
  const readerSecurity: Record<string, string[]>[] = [{}, { bearer: [] }];

  app.get(
    '/api/courses/read',
    {
      ...SELF_ENCODED,
      onRequest: app.identifyUser,
      schema: {
        tags,
        summary:
          'Live courses, newest first; with page, limit, q (name search) or category one page of them and their total; paid videos only for their buyers and admins',
        security: readerSecurity,
        querystring: coursePageQuery,
        response: { 200: courseListOrPageResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const paged = asksForPage(request.query, PAGE_KEYS);
      if (!request.user) {
        return paged
          ? courseLists.pages.send(request.query, request, reply)
          : courseLists.list.send(request, reply);
      }
      const courses = paged
        ? coursePageResponse.parse(await service.listCoursesPage(request.query, request.user))
        : courseListResponse.parse(await service.listCourses(request.user));
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
      varyByViewer(request, reply);
      return course;
    },
  );

  registerContentWriteRoutes(app, tags, courseLists, {
    add: (body) => service.addCourse(body),
    update: (id, body) => service.updateCourse(id, body),
    remove: (id) => service.deleteCourse(id),
    paths: ['/api/courses/write', '/api/courses/update/:id', '/api/courses/delete/:id'],
    schemas: { create: createCourseBody, update: updateCourseBody, item: courseResponse },
  });
}
