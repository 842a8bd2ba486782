import { auditQuery, auditResponse, errorResponse } from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';

/** Read-only: nothing in the API changes the trail (and the database refuses it anyway). */
export function registerAuditRoutes(app: ZodApp, { audit }: Services): void {
  app.get(
    '/api/admin/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['audit'],
        security: [{ bearer: [] }],
        summary:
          "Admin: who (admin or counsellor) read which client's reason, notes or intake, and when; newest first, 50 a page",
        querystring: auditQuery,
        response: { 200: auditResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    (request) => audit.listReads(request.query),
  );
}
