import { z } from 'zod';
import {
  adminCounsellorListOrPageResponse,
  adminCounsellorNamesResponse,
  adminCounsellorResponse,
  counsellorListResponse,
  counsellorProfile,
  counsellorSlotsResponse,
  createCounsellorBody,
  errorResponse,
  asksForPage,
  idParam,
  pageQuery,
  updateCounsellorBody,
} from '@sukoon/contract';
import { requestLocale } from '../../lib/request-locale.ts';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';

const tags = ['counsellors'];
const admin = [{ bearer: [] }];
const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const idOrSlugParam = z.object({ id: z.string().min(1).max(100) });

/** The public pages' reads, and the admin's management of counsellors. */
export function registerCounsellorsRoutes(app: ZodApp, { counsellors: service }: Services): void {
  app.get(
    '/api/counsellors',
    {
      schema: {
        tags,
        summary: 'Active counsellors, who is free soonest first',
        response: { 200: counsellorListResponse },
      },
    },
    () => service.listPublic(),
  );

  app.get(
    '/api/counsellors/:id',
    {
      schema: {
        tags,
        summary: 'One active counsellor, by id or slug',
        params: idOrSlugParam,
        response: { 200: counsellorProfile, 404: errorResponse },
      },
    },
    (request) => service.readProfile(request.params.id),
  );

  app.get(
    '/api/counsellors/:id/slots',
    {
      schema: {
        tags,
        summary: "A counsellor's free hours in the booking window, soonest first",
        params: idOrSlugParam,
        response: { 200: counsellorSlotsResponse, 404: errorResponse },
      },
    },
    (request) => service.freeSlots(request.params.id),
  );

  app.get(
    '/api/admin/counsellors',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary:
          'Every counsellor by name (admin); with page, limit or q (name or e-mail) one page of them and their total',
        querystring: pageQuery,
        response: { 200: adminCounsellorListOrPageResponse, ...adminErrors },
      },
    },
    (request) =>
      asksForPage(request.query, ['page', 'limit', 'q'])
        ? service.listForAdminPage(request.query)
        : service.listForAdmin(),
  );

  app.get(
    '/api/admin/counsellors/names',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: "Every counsellor's id and name, by name (admin): what the appointment list filters by",
        response: { 200: adminCounsellorNamesResponse, ...adminErrors },
      },
    },
    () => service.listNamesForAdmin(),
  );

  app.post(
    '/api/admin/counsellors',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Add a counsellor and e-mail them an invitation',
        security: admin,
        body: createCounsellorBody,
        response: { 201: adminCounsellorResponse, 409: errorResponse, 502: errorResponse, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addCounsellor(request.body, requestLocale(request))),
  );

  app.put(
    '/api/admin/counsellors/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        params: idParam,
        body: updateCounsellorBody,
        response: { 200: adminCounsellorResponse, ...adminErrors },
      },
    },
    (request) => service.updateCounsellor(request.params.id, request.body),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `/api/admin/counsellors/:id/${action}`,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags,
          summary: active ? 'Take new bookings again' : 'Stop new bookings (booked sessions stay)',
          security: admin,
          params: idParam,
          response: { 200: adminCounsellorResponse, ...adminErrors },
        },
      },
      (request) => service.setActive(request.params.id, active),
    );
  }

  app.post(
    '/api/admin/counsellors/:id/invite',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'A new invitation link; the older unused ones stop working',
        security: admin,
        params: idParam,
        response: { 200: adminCounsellorResponse, 409: errorResponse, 502: errorResponse, ...adminErrors },
      },
    },
    (request) => service.resendInvitation(request.params.id, requestLocale(request)),
  );
}
