import {
  adminFeedbackQuery,
  adminFeedbackResponse,
  errorResponse,
  idParam,
  sessionFeedbackBody,
  sessionFeedbackResponse,
  sessionOutcomeBody,
  sessionOutcomeResponse,
} from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';
import { adminOrCounsellor, currentUser } from '../../plugins/auth.ts';

const tags = ['appointments'];
const security = [{ bearer: [] }];
const signedIn = { 401: errorResponse };

export function registerSessionsRoutes(app: ZodApp, { sessionOutcomes: service }: Services): void {
  app.post(
    '/api/appointments/:id/outcome',
    {
      onRequest: [app.requireUser, adminOrCounsellor],
      schema: {
        tags,
        security,
        summary:
          "Admin, or the session's counsellor: after an accepted session has ended, mark it completed or no_show (the client did not attend); marking again replaces it",
        params: idParam,
        body: sessionOutcomeBody,
        response: {
          200: sessionOutcomeResponse,
          400: errorResponse,
          ...signedIn,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => service.markOutcome(currentUser(request), request.params.id, request.body.outcome),
  );

  app.post(
    '/api/appointments/:id/feedback',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "The session's client: a rating from 1 to 5 and an optional comment, once, after an accepted session has ended",
        params: idParam,
        body: sessionFeedbackBody,
        response: {
          200: sessionFeedbackResponse,
          400: errorResponse,
          ...signedIn,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => service.giveFeedback(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/feedback',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          "Admin: clients' feedback on their sessions, newest first (one counsellor's with counsellorId)",
        querystring: adminFeedbackQuery,
        response: { 200: adminFeedbackResponse, 400: errorResponse, ...signedIn, 403: errorResponse },
      },
    },
    (request) => service.listFeedback(request.query.counsellorId),
  );
}
