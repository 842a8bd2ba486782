import {
  asksForPage,
  createWebinarBody,
  errorResponse,
  idParam,
  messageResponse,
  pageQuery,
  publicWebinarListOrPageResponse,
  updateWebinarBody,
  webinarDetailListOrPageResponse,
  webinarDetailResponse,
} from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';
import { SELF_ENCODED } from '../../lib/cached-json.ts';
import { currentUser } from '../../plugins/auth.ts';

const tags = ['webinars'];
const bearer = [{ bearer: [] }];
const PAGE_KEYS = ['page', 'limit', 'q'] as const;
const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export function registerWebinarsRoutes(app: ZodApp, services: Services): void {
  const { webinars: service, webinarLists } = services;
  const invalidateLists = webinarLists.invalidateOnSend;

  app.get(
    '/api/getwebinar',
    {
      ...SELF_ENCODED,
      schema: {
        tags,
        summary:
          'Live webinars, latest start first, without meeting details; with page, limit or q (title search) one page of them and their total',
        querystring: pageQuery,
        response: { 200: publicWebinarListOrPageResponse, 400: errorResponse },
      },
    },
    (request, reply) =>
      asksForPage(request.query, PAGE_KEYS)
        ? webinarLists.pages.send(request.query, request, reply)
        : webinarLists.list.send(request, reply),
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

  app.post(
    '/api/postwebinar',
    {
      onRequest: app.requireAdmin,
      onSend: invalidateLists,
      schema: {
        tags,
        security: bearer,
        body: createWebinarBody,
        response: { 201: webinarDetailResponse, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addWebinar(request.body)),
  );

  app.put(
    '/api/webinars/update/:id',
    {
      onRequest: app.requireAdmin,
      onSend: invalidateLists,
      schema: {
        tags,
        security: bearer,
        params: idParam,
        body: updateWebinarBody,
        response: { 200: webinarDetailResponse, 404: errorResponse, ...adminErrors },
      },
    },
    (request) => service.updateWebinar(request.params.id, request.body),
  );

  app.delete(
    '/api/webinar/delete/:id',
    {
      onRequest: app.requireAdmin,
      onSend: invalidateLists,
      schema: {
        tags,
        security: bearer,
        params: idParam,
        response: { 200: messageResponse, 404: errorResponse, ...adminErrors },
      },
    },
    (request) => service.deleteWebinar(request.params.id),
  );
}
