import { Link } from 'react-router';
import { ArrowRight, Baby, CloudSun, Flower2, Heart, Leaf, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { m } from '../../../paraglide/messages.js';

// Texts are message functions, called at render in the page's language.
const SPECIALITIES: readonly { icon: LucideIcon; title: () => string; text: () => string }[] = [
  {
    icon: CloudSun,
    title: m.public_landing_speciality_depression_title,
    text: m.public_landing_speciality_depression_text,
  },
  {
    icon: Baby,
    title: m.public_landing_speciality_parenting_title,
    text: m.public_landing_speciality_parenting_text,
  },
  {
    icon: Heart,
    title: m.public_landing_speciality_couple_title,
    text: m.public_landing_speciality_couple_text,
  },
  {
    icon: Flower2,
    title: m.public_landing_speciality_sexual_title,
    text: m.public_landing_speciality_sexual_text,
  },
  {
    icon: Leaf,
    title: m.public_landing_speciality_anxiety_title,
    text: m.public_landing_speciality_anxiety_text,
  },
];

/** The five areas the counsellors specialise in (spec §1). */
export function Specialities() {
  return (
    <section aria-labelledby="specialities-title" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="specialities-title"
          eyebrow={m.public_landing_specialities_eyebrow()}
          title={m.public_landing_specialities_title()}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {SPECIALITIES.map(({ icon: Icon, title, text }) => (
            <li key={title()} className="rounded-2xl border border-slate-200 p-6 text-center">
              <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-sand-100 text-accent-600">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-4 font-serif text-xl text-brand-900">{title()}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{text()}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link
            to="/courses"
            className="inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {m.public_landing_explore_courses()}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}
