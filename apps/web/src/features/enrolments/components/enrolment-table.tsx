import type { AdminEnrolment } from '@sukoon/contract/enrolments';
import { formatPaise } from '@sukoon/contract/fees';
import { m } from '../../../paraglide/messages.js';
import { formatEnrolmentDay } from '../lib/enrolment-day.ts';

/** One row per enrolment; the table scrolls sideways on narrow screens. */
export function EnrolmentTable({ enrolments }: { enrolments: AdminEnrolment[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{m.staff_enrolments_caption()}</caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {m.staff_enrolments_course()}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {m.staff_enrolments_student()}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {m.staff_enrolments_enrolled_on()}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {m.staff_enrolments_amount()}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {enrolments.map((enrolment) => (
            <tr key={enrolment._id}>
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  {enrolment.courseId.image ? (
                    <img
                      src={enrolment.courseId.image}
                      alt=""
                      width={64}
                      height={40}
                      loading="lazy"
                      className="h-10 w-16 shrink-0 rounded-md bg-sand-100 object-cover"
                    />
                  ) : null}
                  <span data-user-content className="font-medium text-brand-900">
                    {enrolment.courseName}
                  </span>
                </div>
              </td>
              <td className="px-4 py-3">
                <span data-user-content className="block text-slate-900">
                  {enrolment.userId.firstName}
                </span>
                <span className="block break-all text-slate-600">{enrolment.userId.email}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-800">
                <time dateTime={enrolment.enrollmentDate}>
                  {formatEnrolmentDay(enrolment.enrollmentDate)}
                </time>
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900">
                {formatPaise(enrolment.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
