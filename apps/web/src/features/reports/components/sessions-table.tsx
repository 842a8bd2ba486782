import type { CounsellorSessionCount } from '@sukoon/contract/invoices';
import { m } from '../../../paraglide/messages.js';
import { ReportTable } from './report-table.tsx';

// Labels are message functions, called at render in the page's language.
const COLUMNS = [
  { key: 'completed', label: m.staff_reports_completed },
  { key: 'noShow', label: m.staff_reports_no_show },
  { key: 'accepted', label: m.staff_reports_accepted },
  { key: 'cancelled', label: m.staff_reports_cancelled },
] as const;

const cell = 'px-4 py-3 text-right tabular-nums';

/** Sessions in the range, one row per counsellor. */
export function SessionsTable({ counts }: { counts: CounsellorSessionCount[] }) {
  if (counts.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-700">
        {m.staff_reports_no_sessions()}
      </p>
    );
  }
  return (
    <ReportTable
      captionId="sessions-caption"
      caption={m.staff_reports_sessions_title()}
      minWidth="min-w-[30rem]"
      rowHeading={m.staff_reports_counsellor()}
      columns={COLUMNS.map((column) => column.label())}
      cellClass={cell}
    >
      <tbody className="divide-y divide-slate-200">
        {counts.map((count) => (
          <tr key={count.counsellorId ?? 'practice'}>
            {count.counsellorId ? (
              <th scope="row" data-user-content className="px-4 py-3 font-medium text-brand-900">
                {count.name}
              </th>
            ) : (
              <th scope="row" className="px-4 py-3 font-medium text-brand-900">
                {m.staff_reports_no_counsellor()}
              </th>
            )}
            {COLUMNS.map((column) => (
              <td key={column.key} className={cell}>
                {count[column.key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
}
