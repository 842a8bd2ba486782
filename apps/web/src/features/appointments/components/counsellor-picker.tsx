import { Users } from 'lucide-react';
import type { BookableCounsellor } from '../lib/booking-choice.ts';
import { m } from '../../../paraglide/messages.js';

const optionClasses = (isChosen: boolean) =>
  `flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl border p-3 text-left transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 ${
    isChosen
      ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
      : 'border-slate-200 bg-white hover:bg-brand-50'
  }`;

/**
 * "Any available counsellor" (the default: whoever is free at the chosen hour) or one person, as
 * radio cards. The choice is the counsellor's slug, null for any.
 */
export function CounsellorPicker({
  counsellors,
  chosen,
  onChoose,
}: {
  counsellors: readonly BookableCounsellor[];
  chosen: string | null;
  onChoose: (slug: string | null) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{m.booking_picker_legend()}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <label className={optionClasses(chosen === null)}>
          <input
            type="radio"
            name="counsellor"
            value=""
            checked={chosen === null}
            onChange={() => onChoose(null)}
            className="sr-only"
          />
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <Users aria-hidden="true" className="size-6" />
          </span>
          <span>
            <span className="block font-semibold text-brand-900">{m.booking_picker_any()}</span>
            <span className="block text-sm text-slate-700">{m.booking_picker_any_hint()}</span>
          </span>
        </label>
        {counsellors.map((counsellor) => (
          <label key={counsellor._id} className={optionClasses(chosen === counsellor.slug)}>
            <input
              type="radio"
              name="counsellor"
              value={counsellor.slug}
              checked={chosen === counsellor.slug}
              onChange={() => onChoose(counsellor.slug)}
              className="sr-only"
            />
            {counsellor.photo ? (
              <img
                src={counsellor.photo}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 shrink-0 rounded-full bg-sand-100 object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                data-user-content
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-serif text-lg text-brand-800"
              >
                {counsellor.name.at(0)}
              </span>
            )}
            <span className="min-w-0" data-user-content>
              <span className="block font-semibold text-brand-900">{counsellor.name}</span>
              <span className="block text-sm text-slate-700">{counsellor.title}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
