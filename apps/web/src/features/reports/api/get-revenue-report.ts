import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RevenueReport } from '@sukoon/contract/invoices';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import type { MonthRange } from '../lib/report-months.ts';

const revenuePath = ({ from, to }: MonthRange, format?: 'csv') =>
  `/api/admin/reports/revenue?${new URLSearchParams({ from, to, ...(format ? { format } : {}) }).toString()}`;

export const revenueReportKey = (range: MonthRange) => ['admin', 'reports', 'revenue', range] as const;

/** GET /api/admin/reports/revenue?from&to (admin): income by month and purpose, refunds netted. */
export const fetchRevenueReport = (range: MonthRange, signal?: AbortSignal) =>
  apiRequest<RevenueReport>(revenuePath(range), { auth: true, signal });

/** The same report as the API's CSV (formula-safe), as a file's bytes. */
export const fetchRevenueCsv = (range: MonthRange) =>
  apiFile(revenuePath(range, 'csv'), 'text/csv', { auth: true });

/** Moving the range keeps the last figures on screen until the new ones arrive. */
export const useRevenueReport = (range: MonthRange) =>
  useQuery({
    queryKey: revenueReportKey(range),
    queryFn: ({ signal }) => fetchRevenueReport(range, signal),
    placeholderData: keepPreviousData,
  });
