import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { m } from '../../paraglide/messages.js';
import { ApiError } from '../../lib/api-client.ts';
import { useExportRevenueCsv } from './api/export-revenue-csv.ts';
import { useRevenueReport } from './api/get-revenue-report.ts';
import { useElementWidth } from './hooks/use-element-width.ts';
import { ChartLegend } from './components/chart-legend.tsx';
import { MonthRangeForm } from './components/month-range-form.tsx';
import { RevenueChart } from './components/revenue-chart.tsx';
import { RevenueTable } from './components/revenue-table.tsx';
import { RevenueTotals } from './components/revenue-totals.tsx';
import { SessionsTable } from './components/sessions-table.tsx';
import { financialYearToDate, formatMonth, type MonthRange } from './lib/report-months.ts';

const TABLE_ID = 'revenue-table';

/** A refused range (too long, backwards) says why; anything else asks to try later. */
const reportErrorMessage = (error: Error) =>
  error instanceof ApiError && error.status === 400
    ? m.staff_reports_refused({ reason: Object.values(error.fields ?? {})[0] ?? error.message })
    : m.staff_reports_load_failed();

/** /admin/reports: income by month and purpose with refunds netted, sessions per counsellor, CSV. */
export default function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const fallback = financialYearToDate(new Date());
  const range: MonthRange = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
  };
  const report = useRevenueReport(range);
  const exportCsv = useExportRevenueCsv();
  const [chartBox, chartWidth] = useElementWidth<HTMLDivElement>();
  const title = m.staff_slot_range({ from: formatMonth(range.from), to: formatMonth(range.to) });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <PageMeta title={m.staff_admin_nav_reports()} description={m.staff_reports_description()} />
      <div>
        <h1 className="font-serif text-3xl text-brand-800">{m.staff_admin_nav_reports()}</h1>
        <p className="mt-2 text-slate-700">{m.staff_reports_intro()}</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <MonthRangeForm range={range} onApply={(next) => setParams({ ...next })} />
        <Button
          variant="secondary"
          disabled={exportCsv.isPending || !report.data}
          onClick={() => exportCsv.mutate(range)}
        >
          <Download aria-hidden="true" className="size-4" />
          {exportCsv.isPending ? m.staff_preparing() : m.staff_export_csv()}
        </Button>
      </div>
      {exportCsv.isError ? <StatusMessage kind="error">{m.staff_export_failed()}</StatusMessage> : null}
      {report.isPending ? (
        <Loader label={m.staff_reports_loading()} />
      ) : report.isError ? (
        <StatusMessage kind="error">{reportErrorMessage(report.error)}</StatusMessage>
      ) : (
        <div
          className={`flex flex-col gap-8 ${report.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={report.isPlaceholderData}
        >
          <section aria-labelledby="income-heading" className="flex flex-col gap-4">
            <h2 id="income-heading" className="font-serif text-2xl text-brand-800">
              {m.staff_reports_income_title({ range: title })}
            </h2>
            <RevenueTotals totals={report.data.totals} />
            <figure className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
              <figcaption className="mb-4">
                <ChartLegend />
              </figcaption>
              <div ref={chartBox} className="overflow-x-auto">
                {chartWidth > 0 ? <RevenueChart months={report.data.months} width={chartWidth} /> : null}
              </div>
            </figure>
            <RevenueTable id={TABLE_ID} report={report.data} />
          </section>
          <section aria-labelledby="sessions-heading" className="flex flex-col gap-4">
            <h2 id="sessions-heading" className="font-serif text-2xl text-brand-800">
              {m.staff_reports_sessions_title()}
            </h2>
            <SessionsTable counts={report.data.sessionsByCounsellor} />
          </section>
        </div>
      )}
    </div>
  );
}
