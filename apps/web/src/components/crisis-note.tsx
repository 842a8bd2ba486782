import type { ReactNode } from 'react';
import { LifeBuoy } from 'lucide-react';
import { CRISIS_HELPLINE, EMERGENCY_NUMBER, telHref } from '@sukoon/contract/crisis';
import { m } from '../paraglide/messages.js';

const numberLink = 'font-semibold whitespace-nowrap text-brand-800 underline';

/** Where to turn in an emergency: online counselling is not a crisis service. `lead` opens it. */
export function CrisisNote({ lead, id }: { lead?: ReactNode; id?: string }) {
  return (
    <aside
      id={id}
      aria-label={m.booking_crisis_label()}
      className="flex gap-3 rounded-2xl border border-accent-600/30 bg-sand-100 p-5 text-sm leading-relaxed text-slate-800"
    >
      <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
      <p>
        {lead ?? (
          <>
            <strong className="font-semibold">{m.booking_crisis_lead_strong()}</strong>{' '}
            {m.booking_crisis_lead_rest()}
          </>
        )}{' '}
        {/* Each language places the numbers in its own sentence: Hindi and Marathi put "call" last. */}
        {m.booking_crisis_call_helpline({ name: CRISIS_HELPLINE.name })}{' '}
        <a href={telHref(CRISIS_HELPLINE.number)} className={numberLink}>
          {CRISIS_HELPLINE.number}
        </a>
        {m.booking_crisis_call_or()}{' '}
        <a href={telHref(EMERGENCY_NUMBER)} className={numberLink}>
          {EMERGENCY_NUMBER}
        </a>
        {m.booking_crisis_call_end()}
      </p>
    </aside>
  );
}
