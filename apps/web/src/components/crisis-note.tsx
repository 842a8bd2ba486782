import type { ReactNode } from 'react';
import { LifeBuoy } from 'lucide-react';
import { CRISIS_HELPLINE, EMERGENCY_NUMBER, telHref } from '@sukoon/contract/crisis';
import { messageParts } from '../lib/message-parts.tsx';
import { m } from '../paraglide/messages.js';

const numberLink = 'font-semibold whitespace-nowrap text-brand-800 underline';

/** Where to turn in an emergency: online counselling is not a crisis service. `lead` opens it. */
export function CrisisNote({ lead, id }: { lead?: ReactNode; id?: string }) {
  const number = (value: string) => (
    <a href={telHref(value)} className={numberLink}>
      {value}
    </a>
  );
  return (
    <aside
      id={id}
      aria-label={m.common_crisis_note_label()}
      className="flex gap-3 rounded-2xl border border-accent-600/30 bg-sand-100 p-5 text-sm leading-relaxed text-slate-800"
    >
      <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
      <p>
        {lead ?? (
          <>
            <strong className="font-semibold">{m.common_crisis_note_lead_strong()}</strong>{' '}
            {m.common_crisis_note_lead_rest()}
          </>
        )}{' '}
        {messageParts((inputs) => m.common_crisis_note_body({ helpline: CRISIS_HELPLINE.name, ...inputs }), {
          helplineNumber: number(CRISIS_HELPLINE.number),
          emergencyNumber: number(EMERGENCY_NUMBER),
        })}
      </p>
    </aside>
  );
}
