import { errorResponse, failedJobsResponse } from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';

export function registerJobsRoutes(app: ZodApp, { jobs }: Services): void {
  app.get(
    '/api/admin/jobs/failed',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['system'],
        security: [{ bearer: [] }],
        summary: 'Background jobs that gave up after their last try, newest first',
        response: { 200: failedJobsResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => jobs.listFailed(),
  );
}
