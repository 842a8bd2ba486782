import { formatPaise } from '@sukoon/contract/fees';
import type { RevenueReport } from '@sukoon/contract/invoices';
import { m } from '../../../paraglide/messages.js';
import { formatMonth } from '../lib/report-months.ts';
import { ReportTable } from './report-table.tsx';

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
    <ReportTable
      captionId={`${id}-caption`}
      caption={m.staff_reports_table_caption()}
      tableId={id}
      minWidth="min-w-[36rem]"
      rowHeading={m.staff_reports_month()}
      columns={COLUMNS.map((column) => column.label())}
      cellClass={cell}
    >
      <tbody className="divide-y divide-slate-200">
        {report.months.map((month) => (
          <tr key={month.month}>
            <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap text-brand-900">
              {formatMonth(month.month)}
            </th>
            {COLUMNS.map((column) => (
              <td key={column.key} className={`${cell} ${column.key === 'netPaise' ? 'font-semibold' : ''}`}>
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
    </ReportTable>
  );
}
