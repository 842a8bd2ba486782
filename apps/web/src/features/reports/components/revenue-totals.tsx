import { formatPaise } from '@sukoon/contract/fees';
import type { RevenueReport } from '@sukoon/contract/invoices';
import { m } from '../../../paraglide/messages.js';
import { incomeOf } from '../lib/report-months.ts';

/** The range in three figures: what came in, what went back, what stays. */
export function RevenueTotals({ totals }: { totals: RevenueReport['totals'] }) {
  const figures = [
    { label: m.staff_reports_income(), value: formatPaise(incomeOf(totals)) },
    { label: m.staff_reports_refunds(), value: formatPaise(totals.refundsPaise) },
    { label: m.staff_reports_net(), value: formatPaise(totals.netPaise) },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm text-slate-600">{figure.label}</dt>
          <dd className="mt-1 font-serif text-3xl text-brand-900">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
