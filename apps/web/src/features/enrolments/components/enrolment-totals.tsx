import type { ReactNode } from 'react';
import { m } from '../../../paraglide/messages.js';

/** The enrolment count and, from the app's route module, the revenue figure (its `dd`s). */
export function EnrolmentTotals({ count, revenue }: { count: number; revenue: ReactNode }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <dt className="text-sm text-slate-600">{m.staff_enrolments_title()}</dt>
        <dd className="mt-1 font-serif text-3xl text-brand-900">{count}</dd>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <dt className="text-sm text-slate-600">{m.staff_enrolments_revenue()}</dt>
        {revenue}
      </div>
    </dl>
  );
}
