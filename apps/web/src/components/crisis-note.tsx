import type { ReactNode } from 'react';
import { LifeBuoy } from 'lucide-react';
import { CRISIS_HELPLINE, EMERGENCY_NUMBER, telHref } from '@sukoon/contract/crisis';

const numberLink = 'font-semibold whitespace-nowrap text-brand-800 underline';

/** Where to turn in an emergency: online counselling is not a crisis service. `lead` opens it. */
export function CrisisNote({ lead, id }: { lead?: ReactNode; id?: string }) {
  return (
    <aside
      id={id}
      aria-label="If you need urgent help"
      className="flex gap-3 rounded-2xl border border-accent-600/30 bg-sand-100 p-5 text-sm leading-relaxed text-slate-800"
    >
      <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
      <p>
        {lead ?? (
          <>
            <strong className="font-semibold">If you are in danger or thinking of harming yourself,</strong>{' '}
            please don't wait for an online session.
          </>
        )}{' '}
        Call the free {CRISIS_HELPLINE.name} mental-health helpline{' '}
        <a href={telHref(CRISIS_HELPLINE.number)} className={numberLink}>
          {CRISIS_HELPLINE.number}
        </a>
        , open day and night across India, or the national emergency number{' '}
        <a href={telHref(EMERGENCY_NUMBER)} className={numberLink}>
          {EMERGENCY_NUMBER}
        </a>
        .
      </p>
    </aside>
  );
}
