import { z } from 'zod';
import { errorResponse, revenueReportQuery, revenueReportResponse } from '@sukoon/contract';
import { adminOverviewResponse } from '@sukoon/contract/admin-overview';
import type { ZodApp } from '../../lib/zod-app.ts';
import { revenueReportToCsv } from './revenue-csv.ts';
import type { Services } from '../../services.ts';

/** The admin's money and sessions report (issue 18). */
export function registerReportsRoutes(app: ZodApp, { reports }: Services): void {
  app.get(
    '/api/admin/overview',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['reports'],
        security: [{ bearer: [] }],
        summary:
          "Admin: today's work (requests waiting, those about to expire, counsellors not joined) and what is not set up yet",
        response: { 200: adminOverviewResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => reports.overview(),
  );

  app.get(
    '/api/admin/reports/revenue',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['reports'],
        security: [{ bearer: [] }],
        summary:
          'Admin: income by IST month and purpose, refunds netted, sessions per counsellor (format=csv: text/csv)',
        querystring: revenueReportQuery,
        response: {
          200: z.union([revenueReportResponse, z.string().describe('text/csv')]),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const report = await reports.revenue(request.query);
      if (request.query.format !== 'csv') return report;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="revenue-${report.from}-to-${report.to}.csv"`)
        .send(revenueReportToCsv(report));
    },
  );
}
