import { BadgeCheck, Headset, HeartHandshake, LockKeyhole, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../components/section-heading.tsx';

const REASONS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeCheck,
    title: 'Specialist counsellors',
    text: 'Qualified, experienced professionals who listen without judgement and guide with care.',
  },
  {
    icon: LockKeyhole,
    title: 'Private and secure sessions',
    text: 'What you share stays between you and your counsellor. Your details are protected.',
  },
  {
    icon: HeartHandshake,
    title: 'Trusted by users',
    text: 'Individuals, couples and families across India have found support and clarity with us.',
  },
  {
    icon: Headset,
    title: 'Round-the-clock support',
    text: 'Reach out whenever you need to — our team is here for you at any hour of the day.',
  },
];

/** Why a visitor can trust the service: the four reasons of spec §1. */
export function TrustReasons() {
  return (
    <section aria-labelledby="trust-title" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="trust-title"
          eyebrow="Why choose us"
          title="Care you can rely on"
          intro="Reaching out takes courage. We make the next steps feel safe, simple and human."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-sand-50 p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 font-serif text-xl text-brand-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
