import {
  appointmentListOrPageResponse,
  appointmentPageQuery,
  asksForPage,
  appointmentDecisionResponse,
  appointmentStatusBody,
  appointmentStatusResponse,
  decisionResponseFor,
  bookAppointmentBody,
  bookAppointmentResponse,
  errorResponse,
  idParam,
  myAppointmentsResponse,
  reassignAppointmentBody,
  rescheduleAppointmentBody,
  rescheduleAppointmentResponse,
} from '@sukoon/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../../lib/zod-app.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Services } from '../../services.ts';
import { adminOrCounsellor, currentUser } from '../../plugins/auth.ts';
import { sensitiveReaderOf } from '../../plugins/auth.ts';

const tags = ['appointments'];
const security = [{ bearer: [] }];
const signedIn = { 401: errorResponse };

/** Only clients move sessions; the service checks it is their own. */
async function clientOnly(request: FastifyRequest): Promise<void> {
  if (currentUser(request).role !== 'user') throw forbidden('errors_clients_only_move');
}

export function registerAppointmentsRoutes(app: ZodApp, services: Services): void {
  const { appointments: service, reschedule } = services;

  app.get(
    '/api/appointments/get',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Admin: every paid request (one counsellor's with counsellorId), or with page, limit, status or q (client's name or e-mail) one page of them and their total. Anyone else: the hours of the booking window that cannot be booked (with counsellorId, that counsellor's), date and slot only",
        querystring: appointmentPageQuery,
        response: { 200: appointmentListOrPageResponse, 400: errorResponse, ...signedIn },
      },
    },
    (request) => {
      const user = currentUser(request);
      return user.role === 'admin' && asksForPage(request.query, ['page', 'limit', 'q', 'status'])
        ? service.listAdminAppointmentsPage(sensitiveReaderOf(request), request.query)
        : service.listAppointments(sensitiveReaderOf(request), request.query.counsellorId);
    },
  );

  app.get(
    '/api/appointments/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's paid requests with their status, newest day first",
        response: { 200: myAppointmentsResponse, ...signedIn },
      },
    },
    (request) => service.listMine(currentUser(request).id),
  );

  app.post(
    '/api/appointments/book',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's paid request on this date and slot (payment makes the request)",
        body: bookAppointmentBody,
        response: { 200: bookAppointmentResponse, 400: errorResponse, ...signedIn, 409: errorResponse },
      },
    },
    (request) => service.confirmBooking(currentUser(request).id, request.body),
  );

  app.post(
    '/api/appointments/:id',
    {
      onRequest: [app.requireUser, adminOrCounsellor],
      schema: {
        tags,
        security,
        summary:
          "Admin, or the request's counsellor: accept or reject a pending request (rejecting refunds its payment), or cancel an accepted session (refunded in full). A counsellor cancels only before the start; an admin cancelling a session that has started gives a reason. A counsellor's answer names the client by first name only",
        params: idParam,
        body: appointmentStatusBody,
        response: {
          200: appointmentDecisionResponse,
          400: errorResponse,
          ...signedIn,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request) => {
      const reader = sensitiveReaderOf(request);
      // Parsed with the caller's schema: a counsellor's answer loses any contact detail a view let through.
      return decisionResponseFor(reader.role === 'admin' ? 'admin' : 'counsellor').parse(
        await service.decide(reader, request.params.id, request.body),
      );
    },
  );

  app.post(
    '/api/appointments/:id/reschedule',
    {
      onRequest: [app.requireUser, clientOnly],
      schema: {
        tags,
        security,
        summary:
          'Its client: move a pending or accepted session once to another free hour of the same counsellor, until RESCHEDULE_CUTOFF_HOURS before it starts',
        params: idParam,
        body: rescheduleAppointmentBody,
        response: {
          200: rescheduleAppointmentResponse,
          400: errorResponse,
          ...signedIn,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => reschedule.reschedule(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/appointments/:id/counsellor',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Admin: move a pending request to another active counsellor who is free at its hour',
        params: idParam,
        body: reassignAppointmentBody,
        response: {
          200: appointmentStatusResponse,
          400: errorResponse,
          ...signedIn,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => service.reassign(sensitiveReaderOf(request), request.params.id, request.body.counsellorId),
  );
}
