import { PageMeta } from '../../components/page-meta.tsx';
import { SITE } from '../../lib/site-config.ts';
import { FounderSection } from './components/founder-section.tsx';
import { AdvisorsSection } from './components/advisors-section.tsx';
import type { TeamMember } from './about-content.ts';
import { m } from '../../paraglide/messages.js';
import { messageParts } from '../../lib/message-parts.tsx';

/** `team` is undefined while the counsellors load: their cards then wait, rather than flash another team. */
export default function AboutPage({ team }: { team?: readonly TeamMember[] }) {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageMeta
        title={m.public_about_title()}
        description={m.public_about_description({ brand: SITE.brand })}
      />
      <section aria-labelledby="about-title" className="bg-sand-50 py-16 sm:py-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {m.public_about_eyebrow()}
          </p>
          <h1 id="about-title" className="mt-2 font-serif text-4xl text-brand-900 sm:text-5xl">
            {m.public_about_heading()}
          </h1>
          <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
            <p>
              {m.public_about_meaning({ brand: SITE.brand })} <em>{m.public_about_peace()}</em>.{' '}
              {messageParts(m.public_about_intro, {
                // The trust's registered name, as it is written in every language.
                organisation: <span lang="en">{SITE.organisation}</span>,
              })}
            </p>
            <p>{m.public_about_help()}</p>
            <p>{m.public_about_promises()}</p>
          </div>
        </div>
      </section>
      <FounderSection />
      <AdvisorsSection team={team} />
    </main>
  );
}
