import {
  asksForPage,
  createWebinarBody,
  errorResponse,
  idParam,
  pageQuery,
  publicWebinarListOrPageResponse,
  updateWebinarBody,
  webinarDetailListOrPageResponse,
  webinarDetailResponse,
} from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';
import { registerCachedListRoute, registerContentWriteRoutes } from '../../lib/content-routes.ts';
import { currentUser } from '../../plugins/auth.ts';

const tags = ['webinars'];
const bearer = [{ bearer: [] }];
const PAGE_KEYS = ['page', 'limit', 'q'] as const;
const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export function registerWebinarsRoutes(app: ZodApp, services: Services): void {
  const { webinars: service, webinarLists } = services;

  registerCachedListRoute(
    app,
    {
      path: '/api/getwebinar',
      tags,
      summary:
        'Live webinars, latest start first, without meeting details; with page, limit or q (title search) one page of them and their total',
      response: publicWebinarListOrPageResponse,
    },
    webinarLists,
  );

  app.get(
    '/api/getwebinars/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'A webinar with its meeting details: admins, free webinars, or a paid seat',
        security: bearer,
        params: idParam,
        response: { 200: webinarDetailResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    (request) => service.getWebinarForViewer(request.params.id, currentUser(request)),
  );

  app.get(
    '/api/admin/webinars',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Live webinars with meeting details (admin); paged and searched like /api/getwebinar',
        security: bearer,
        querystring: pageQuery,
        response: { 200: webinarDetailListOrPageResponse, ...adminErrors },
      },
    },
    (request) =>
      asksForPage(request.query, PAGE_KEYS)
        ? service.listWebinarsWithDetailsPage(request.query)
        : service.listWebinarsWithDetails(),
  );

  registerContentWriteRoutes(app, tags, webinarLists, {
    add: (body) => service.addWebinar(body),
    update: (id, body) => service.updateWebinar(id, body),
    remove: (id) => service.deleteWebinar(id),
    paths: ['/api/postwebinar', '/api/webinars/update/:id', '/api/webinar/delete/:id'],
    schemas: { create: createWebinarBody, update: updateWebinarBody, item: webinarDetailResponse },
  });
}
