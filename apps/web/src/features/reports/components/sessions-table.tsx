import type { CounsellorSessionCount } from '@sukoon/contract/invoices';

const COLUMNS = [
  { key: 'completed', label: 'Completed' },
  { key: 'noShow', label: 'No-show' },
  { key: 'accepted', label: 'Accepted, not yet marked' },
  { key: 'cancelled', label: 'Cancelled' },
] as const;

const cell = 'px-4 py-3 text-right tabular-nums';

/** Sessions in the range, one row per counsellor. */
export function SessionsTable({ counts }: { counts: CounsellorSessionCount[] }) {
  if (counts.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-700">
        No sessions in these months.
      </p>
    );
  }
  return (
    <div
      role="region"
      aria-labelledby="sessions-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full min-w-[30rem] text-left text-sm">
        <caption id="sessions-caption" className="sr-only">
          Sessions per counsellor
        </caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Counsellor
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={`${cell} font-semibold`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {counts.map((count) => (
            <tr key={count.counsellorId ?? 'practice'}>
              <th scope="row" className="px-4 py-3 font-medium text-brand-900">
                {count.name}
              </th>
              {COLUMNS.map((column) => (
                <td key={column.key} className={cell}>
                  {count[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
