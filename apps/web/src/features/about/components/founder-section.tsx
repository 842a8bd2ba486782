import { Quote } from 'lucide-react';
import { founder } from '../about-content.ts';
import { Portrait } from './portrait.tsx';
import { m } from '../../../paraglide/messages.js';
import { SectionHeading } from '../../../components/section-heading.tsx';

export function FounderSection() {
  const person = founder();
  return (
    <section aria-labelledby="founder-title" className="bg-white py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          id="founder-title"
          align="left"
          eyebrow={m.public_about_founder_eyebrow()}
          title={m.public_about_founder_heading()}
        />
        <div className="mt-10 flex flex-col gap-8 rounded-3xl bg-sand-50 p-8 ring-1 ring-slate-200 md:flex-row md:items-start">
          <Portrait person={person} size="lg" />
          <div>
            {/* A name is never translated. */}
            <h3 data-user-content className="font-serif text-2xl text-brand-900">
              {person.name}
            </h3>
            <p className="font-semibold text-accent-600">{person.role}</p>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{person.bio}</p>
            <blockquote className="mt-6 flex gap-3 border-l-4 border-brand-200 pl-4 font-serif text-xl text-brand-800 italic">
              <Quote aria-hidden="true" className="size-5 shrink-0 text-brand-500" />
              <p>{m.public_about_founder_quote()}</p>
            </blockquote>
          </div>
        </div>
      </div>
    </section>
  );
}
