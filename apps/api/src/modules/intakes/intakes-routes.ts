import { appointmentIntake } from '@sukoon/contract/intake';
import { errorResponse, idParam } from '@sukoon/contract/common';
import type { ZodApp } from '../../lib/zod-app.ts';
import { sensitiveReaderOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

export function registerIntakesRoutes(app: ZodApp, { intakes }: Services): void {
  app.get(
    '/api/appointments/:id/intake',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['appointments'],
        security: [{ bearer: [] }],
        summary:
          "The booking's intake answers and scores: its client, or that session's counsellor; admins 403, anyone else 404",
        params: idParam,
        response: {
          200: appointmentIntake,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    (request) => intakes.read(sensitiveReaderOf(request), request.params.id),
  );
}
