import { APPOINTMENT_FEE_PAISE, formatPaise } from '@sukoon/contract/fees';
import { m } from '../paraglide/messages.js';

/**
 * The fee and what happens after paying, before anyone commits (issue 35): on the counsellors
 * list, each profile and the booking page. Every step is what the product really does: the
 * confirmation before the hour, the link on the dashboard, the call in the browser, the automatic
 * full refund when nobody confirms.
 */
export function HowASessionWorks({ className = '' }: { className?: string }) {
  const fee = formatPaise(APPOINTMENT_FEE_PAISE);
  const steps = [
    m.common_session_step_pay({ fee }),
    m.common_session_step_confirm(),
    m.common_session_step_link(),
    m.common_session_step_call(),
    m.common_session_step_refund(),
  ];
  return (
    <section
      aria-labelledby="how-a-session-works"
      className={`rounded-2xl bg-white p-5 ring-1 ring-sand-200 ${className}`}
    >
      <h2 id="how-a-session-works" className="font-serif text-xl text-brand-900">
        {m.common_session_how_title()}
      </h2>
      <p className="mt-1 font-medium text-brand-800">{m.common_session_fee({ fee })}</p>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700 marker:text-brand-700">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
