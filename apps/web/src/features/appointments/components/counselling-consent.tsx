import { COUNSELLING_CONSENT_TEXT, CONSENT_TITLES } from '@sukoon/contract/consents';

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
        {CONSENT_TITLES.counselling}
      </h2>
      <p className="text-sm text-slate-700">
        Before your first session, please read how counselling works here.
      </p>
      <div className="flex flex-col gap-2 text-sm leading-relaxed text-slate-700">
        {COUNSELLING_CONSENT_TEXT.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
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
        I have read this and agree to counselling on these terms.
      </label>
    </section>
  );
}
