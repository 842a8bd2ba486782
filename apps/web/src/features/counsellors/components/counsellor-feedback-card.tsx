import { MessageWithUserContent } from '../../../components/message-with-user-content.tsx';
import { intlTag } from '../../../lib/locale.ts';
import { m } from '../../../paraglide/messages.js';
import type { CounsellorFeedback } from '../lib/feedback-summary.ts';
import { FeedbackStars } from './feedback-stars.tsx';
import { formatSlotWhen } from '../../../lib/dates.ts';

/** One counsellor's average and every client's word, newest first. */
export function CounsellorFeedbackCard({ group }: { group: CounsellorFeedback }) {
  const headingId = `feedback-${group.counsellorId ?? 'none'}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        {group.counsellorId === null ? (
          <h2 id={headingId} className="font-serif text-xl text-brand-900">
            {m.staff_feedback_no_counsellor()}
          </h2>
        ) : (
          <h2 id={headingId} data-user-content className="font-serif text-xl text-brand-900">
            {group.name}
          </h2>
        )}
        <p className="flex items-center gap-2 text-sm text-slate-800">
          <FeedbackStars rating={group.averageRating} />
          <span>
            <span className="font-semibold">
              {new Intl.NumberFormat(intlTag(), {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }).format(group.averageRating)}
            </span>{' '}
            {m.staff_feedback_out_of_five()} · {m.staff_feedback_rated({ count: group.count })}
          </span>
        </p>
      </div>
      <ul className="mt-4 flex flex-col divide-y divide-slate-200">
        {group.entries.map((entry) => (
          <li key={entry.appointmentId} className="py-3 first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
              <FeedbackStars rating={entry.rating} />
              <span>
                <MessageWithUserContent
                  message={(name) =>
                    m.staff_feedback_entry({
                      rating: entry.rating,
                      name,
                      when: formatSlotWhen(entry.date, entry.slot),
                    })
                  }
                  content={entry.clientFirstName}
                />
              </span>
            </p>
            {entry.comment ? (
              <p data-user-content className="mt-1 break-words whitespace-pre-line text-slate-900">
                {entry.comment}
              </p>
            ) : (
              <p className="mt-1 text-sm text-slate-600">{m.staff_feedback_no_comment()}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
