import { Link } from 'react-router';
import { formatPaise } from '@sukoon/contract/fees';
import { useRevenueReport } from '../api/get-revenue-report.ts';
import { financialYearToDate, formatMonth } from '../lib/report-months.ts';
import { m } from '../../../paraglide/messages.js';
import { SERIES } from '../lib/revenue-series.ts';

/**
 * Revenue for a summary card: courses, webinars and appointments this financial year, refunds
 * netted, from the revenue report.
 */
export function RevenueSummary() {
  const range = financialYearToDate(new Date());
  const report = useRevenueReport(range);
  const period = `${formatMonth(range.from)} – ${formatMonth(range.to)}`;
  return (
    <>
      <dd className="mt-1 font-serif text-3xl text-brand-900">
        {report.isPending
          ? '…'
          : report.isError
            ? m.staff_reports_not_available()
            : formatPaise(report.data.totals.netPaise)}
      </dd>
      <dd className="mt-1 text-sm text-slate-600">
        {report.data
          ? SERIES.map((series) => `${series.label()} ${formatPaise(report.data.totals[series.key])}`).join(
              ' · ',
            )
          : null}
      </dd>
      <dd className="mt-1 text-sm text-slate-600">
        {m.staff_reports_period_netted({ period })}{' '}
        <Link to="/admin/reports" className="font-medium text-brand-800 underline underline-offset-2">
          {m.staff_reports_see()}
        </Link>
      </dd>
    </>
  );
}
