import { CircleCheck, CircleX } from 'lucide-react';
import { m } from '../../../paraglide/messages.js';

// Texts are message functions, called at render: the catalogue answers in the page's language.
const RULES = [
  { id: 'refund-case', isAllowed: true, text: m.policies_rules_refund_case },
  { id: 'refund-timing', isAllowed: true, text: m.policies_rules_refund_timing },
  { id: 'no-partial', isAllowed: false, text: m.policies_rules_no_partial },
  { id: 'no-cancellation', isAllowed: false, text: m.policies_rules_no_cancellation },
] as const;

/** The refund and cancellation rules of spec §9, shared by the terms and the refund page. */
export function RefundRules() {
  return (
    <ul className="space-y-3">
      {RULES.map((rule) => (
        <li key={rule.id} className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          {rule.isAllowed ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          ) : (
            <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          )}
          <span className="text-slate-800">{rule.text()}</span>
        </li>
      ))}
    </ul>
  );
}
