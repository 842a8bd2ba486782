import { formatPaise } from '@sukoon/contract/fees';

export function EnrolmentTotals({ count, revenuePaise }: { count: number; revenuePaise: number }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <dt className="text-sm text-slate-600">Enrolments</dt>
        <dd className="mt-1 font-serif text-3xl text-brand-900">{count}</dd>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <dt className="text-sm text-slate-600">Revenue</dt>
        <dd className="mt-1 font-serif text-3xl text-brand-900">{formatPaise(revenuePaise)}</dd>
      </div>
    </dl>
  );
}
