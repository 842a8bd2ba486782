import { SectionHeading } from '../../../components/section-heading.tsx';
import { ADVISORS } from '../about-content.ts';
import { Portrait } from './portrait.tsx';

/** The four counsellors; the footer's 'Our Advisors' link lands here (#advisors). */
export function AdvisorsSection() {
  return (
    <section id="advisors" aria-labelledby="advisors-title" className="bg-brand-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="advisors-title"
          eyebrow="Our team"
          title="Our Advisors"
          intro="Qualified counsellors who bring warmth, experience and complete discretion to every conversation."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ADVISORS.map((advisor) => (
            <li
              key={advisor.name}
              className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
            >
              <Portrait person={advisor} />
              <h3 className="mt-4 font-serif text-xl text-brand-900">{advisor.name}</h3>
              <p className="text-sm font-semibold text-accent-600">{advisor.role}</p>
              <p className="mt-3 text-sm leading-relaxed text-slate-700">{advisor.bio}</p>
              <ul aria-label="Areas of focus" className="mt-4 flex flex-wrap justify-center gap-2">
                {advisor.focus.map((area) => (
                  <li
                    key={area}
                    className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800"
                  >
                    {area}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
