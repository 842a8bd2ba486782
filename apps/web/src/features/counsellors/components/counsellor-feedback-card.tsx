import { formatAppointmentDay, formatSlotRange } from '@sukoon/contract/slots';
import type { CounsellorFeedback } from '../lib/feedback-summary.ts';
import { FeedbackStars } from './feedback-stars.tsx';

/** One counsellor's average and every client's word, newest first. */
export function CounsellorFeedbackCard({ group }: { group: CounsellorFeedback }) {
  const headingId = `feedback-${group.counsellorId ?? 'none'}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-serif text-xl text-brand-900">
          {group.name}
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-800">
          <FeedbackStars rating={group.averageRating} />
          <span>
            <span className="font-semibold">{group.averageRating.toFixed(1)}</span> out of 5 · {group.count}{' '}
            {group.count === 1 ? 'session' : 'sessions'} rated
          </span>
        </p>
      </div>
      <ul className="mt-4 flex flex-col divide-y divide-slate-200">
        {group.entries.map((entry) => (
          <li key={entry.appointmentId} className="py-3 first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
              <FeedbackStars rating={entry.rating} />
              <span>
                {entry.rating} of 5 from {entry.clientFirstName}, session of{' '}
                {formatAppointmentDay(entry.date, 'short')}, {formatSlotRange(entry.slot)} IST
              </span>
            </p>
            {entry.comment ? (
              <p className="mt-1 break-words whitespace-pre-line text-slate-900">{entry.comment}</p>
            ) : (
              <p className="mt-1 text-sm text-slate-600">No comment.</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
