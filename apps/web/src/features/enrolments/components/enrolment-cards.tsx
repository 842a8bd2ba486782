import type { AdminEnrolment } from '@sukoon/contract/enrolments';
import { formatPaise } from '@sukoon/contract/fees';
import { formatEnrolmentDay } from '../lib/enrolment-day.ts';

/** The enrolments as stacked cards, for phones (the table needs more width). */
export function EnrolmentCards({ enrolments }: { enrolments: AdminEnrolment[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {enrolments.map((enrolment) => (
        <li key={enrolment._id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <p data-user-content className="font-semibold text-brand-900">
            {enrolment.courseName}
          </p>
          <p data-user-content className="mt-1 text-sm text-slate-900">
            {enrolment.userId.firstName}
          </p>
          <p className="text-sm break-all text-slate-600">{enrolment.userId.email}</p>
          <p className="mt-2 flex justify-between text-sm text-slate-800">
            <time dateTime={enrolment.enrollmentDate}>{formatEnrolmentDay(enrolment.enrollmentDate)}</time>
            <span className="font-semibold">{formatPaise(enrolment.amount)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
