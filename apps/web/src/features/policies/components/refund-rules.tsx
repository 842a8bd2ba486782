import { CircleCheck, CircleX } from 'lucide-react';

const RULES = [
  {
    isAllowed: true,
    text: 'A refund is given only if you have paid but were not enrolled in the course, webinar or appointment you paid for.',
  },
  {
    isAllowed: true,
    text: 'Approved refunds are processed within 7 days, to the account or card you paid with.',
  },
  { isAllowed: false, text: 'We do not give partial refunds.' },
  {
    isAllowed: false,
    text: 'Purchases cannot be cancelled. Once you are enrolled, there are no refunds or cancellations.',
  },
] as const;

/** The refund and cancellation rules of spec §9, shared by the terms and the refund page. */
export function RefundRules() {
  return (
    <ul className="space-y-3">
      {RULES.map((rule) => (
        <li key={rule.text} className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          {rule.isAllowed ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          ) : (
            <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          )}
          <span className="text-slate-800">{rule.text}</span>
        </li>
      ))}
    </ul>
  );
}
