import { LifeBuoy } from 'lucide-react';

/** Where to turn in an emergency: online counselling is not a crisis service. */
export function CrisisNote() {
  return (
    <aside
      aria-label="If you need urgent help"
      className="flex gap-3 rounded-2xl border border-accent-600/30 bg-sand-100 p-5 text-sm leading-relaxed text-slate-800"
    >
      <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
      <p>
        <strong className="font-semibold">If you are in danger or thinking of harming yourself,</strong>{' '}
        please don't wait for an online session. Call the national emergency number{' '}
        <a href="tel:112" className="font-semibold text-brand-800 underline">
          112
        </a>{' '}
        or the free Tele-MANAS mental-health helpline{' '}
        <a href="tel:14416" className="font-semibold text-brand-800 underline">
          14416
        </a>
        , available day and night across India.
      </p>
    </aside>
  );
}
