import { BadgeCheck, Headset, HeartHandshake, LockKeyhole, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { m } from '../../../paraglide/messages.js';

// Texts are message functions, called at render in the page's language.
const REASONS: readonly { icon: LucideIcon; title: () => string; text: () => string }[] = [
  {
    icon: BadgeCheck,
    title: m.public_landing_trust_specialists_title,
    text: m.public_landing_trust_specialists_text,
  },
  {
    icon: LockKeyhole,
    title: m.public_landing_trust_private_title,
    text: m.public_landing_trust_private_text,
  },
  {
    icon: HeartHandshake,
    title: m.public_landing_trust_trusted_title,
    text: m.public_landing_trust_trusted_text,
  },
  {
    icon: Headset,
    title: m.public_landing_trust_support_title,
    text: m.public_landing_trust_support_text,
  },
];

/** Why a visitor can trust the service: the four reasons of spec §1. */
export function TrustReasons() {
  return (
    <section aria-labelledby="trust-title" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="trust-title"
          eyebrow={m.public_landing_trust_eyebrow()}
          title={m.public_landing_trust_title()}
          intro={m.public_landing_trust_intro()}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title()} className="rounded-2xl border border-slate-200 bg-sand-50 p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 font-serif text-xl text-brand-900">{title()}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{text()}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
