import {
  counsellorAppointmentsResponse,
  errorResponse,
  idParam,
  sessionNotesBody,
  sessionNotesResponse,
} from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sensitiveReaderOf } from '../../plugins/auth.ts';

const tags = ['counsellor desk'];
const security = [{ bearer: [] }];
const refused = { 401: errorResponse, 403: errorResponse };

/** The counsellor's own sessions and notes; every route refuses anyone who is not a counsellor. */
export function registerCounsellorDeskRoutes(app: ZodApp, { counsellorDesk: desk }: Services): void {
  app.get(
    '/api/counsellor/appointments',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Counsellor: their own paid sessions and requests, soonest first, with the client's first name",
        response: { 200: counsellorAppointmentsResponse, ...refused },
      },
    },
    (request) => desk.listAppointments(sensitiveReaderOf(request)),
  );

  app.get(
    '/api/counsellor/appointments/:id/notes',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Counsellor: their private notes on one of their sessions ('' before any)",
        params: idParam,
        response: { 200: sessionNotesResponse, ...refused, 404: errorResponse },
      },
    },
    (request) => desk.readNotes(sensitiveReaderOf(request), request.params.id),
  );

  app.put(
    '/api/counsellor/appointments/:id/notes',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Counsellor: replace their private notes on one of their sessions',
        params: idParam,
        body: sessionNotesBody,
        response: { 200: sessionNotesResponse, 400: errorResponse, ...refused, 404: errorResponse },
      },
    },
    (request) => desk.writeNotes(currentUser(request), request.params.id, request.body.notes),
  );
}
