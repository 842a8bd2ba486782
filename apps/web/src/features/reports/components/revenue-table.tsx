import { formatPaise } from '@sukoon/contract/fees';
import type { RevenueReport } from '@sukoon/contract/invoices';
import { m } from '../../../paraglide/messages.js';
import { formatMonth } from '../lib/report-months.ts';

// Labels are message functions, called at render in the page's language.
const COLUMNS = [
  { key: 'coursesPaise', label: m.staff_reports_courses },
  { key: 'webinarsPaise', label: m.staff_reports_webinars },
  { key: 'appointmentsPaise', label: m.staff_reports_appointments },
  { key: 'refundsPaise', label: m.staff_reports_refunds },
  { key: 'netPaise', label: m.staff_reports_net },
] as const;

const cell = 'px-4 py-3 text-right whitespace-nowrap tabular-nums';

/** The chart's figures, a row per month and the range's totals; scrolls sideways on phones. */
export function RevenueTable({ id, report }: { id: string; report: RevenueReport }) {
  return (
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table id={id} className="w-full min-w-[36rem] text-left text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {m.staff_reports_table_caption()}
        </caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {m.staff_reports_month()}
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={`${cell} font-semibold`}>
                {column.label()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {report.months.map((month) => (
            <tr key={month.month}>
              <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap text-brand-900">
                {formatMonth(month.month)}
              </th>
              {COLUMNS.map((column) => (
                <td
                  key={column.key}
                  className={`${cell} ${column.key === 'netPaise' ? 'font-semibold' : ''}`}
                >
                  {column.key === 'refundsPaise' && month.refundsPaise > 0 ? '−' : ''}
                  {formatPaise(month[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-sand-50 font-semibold">
          <tr>
            <th scope="row" className="px-4 py-3">
              {m.staff_reports_total()}
            </th>
            {COLUMNS.map((column) => (
              <td key={column.key} className={cell}>
                {column.key === 'refundsPaise' && report.totals.refundsPaise > 0 ? '−' : ''}
                {formatPaise(report.totals[column.key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
