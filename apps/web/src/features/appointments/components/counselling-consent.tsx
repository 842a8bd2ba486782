import { m } from '../../../paraglide/messages.js';

// The contract's COUNSELLING_CONSENT_TEXT, paragraph by paragraph, in the page's language.
const PARAGRAPHS = [m.booking_consent_p1, m.booking_consent_p2, m.booking_consent_p3, m.booking_consent_p4];

/** Informed consent before the first session: what stays private, its limits, and a box to tick. */
export function CounsellingConsent({
  isAgreed,
  onChange,
}: {
  isAgreed: boolean;
  onChange: (isAgreed: boolean) => void;
}) {
  return (
    <section
      aria-labelledby="counselling-consent"
      className="flex max-w-2xl flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="counselling-consent" className="font-serif text-xl text-brand-800">
        {m.booking_consent_title()}
      </h2>
      <p className="text-sm text-slate-700">{m.booking_consent_intro()}</p>
      <div className="flex flex-col gap-2 text-sm leading-relaxed text-slate-700">
        {PARAGRAPHS.map((paragraph, index) => (
          <p key={index}>{paragraph()}</p>
        ))}
      </div>
      <label className="mt-1 flex items-start gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          name="counsellingConsent"
          checked={isAgreed}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
        />
        {m.booking_consent_agree()}
      </label>
    </section>
  );
}
