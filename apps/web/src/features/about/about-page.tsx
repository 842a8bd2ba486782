import { PAGE_HEADS } from '@sukoon/contract/page-heads';
import { PageMeta } from '../../components/page-meta.tsx';
import { SITE } from '../../lib/site-config.ts';
import { FounderSection } from './components/founder-section.tsx';
import { AdvisorsSection } from './components/advisors-section.tsx';
import type { TeamMember } from './about-content.ts';

/** `team` is undefined while the counsellors load: their cards then wait, rather than flash another team. */
export default function AboutPage({ team }: { team?: readonly TeamMember[] }) {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageMeta {...PAGE_HEADS['/aboutus']} />
      <section aria-labelledby="about-title" className="bg-sand-50 py-16 sm:py-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">About us</p>
          <h1 id="about-title" className="mt-2 font-serif text-4xl text-brand-900 sm:text-5xl">
            A safe space to talk, learn and heal
          </h1>
          <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
            <p>
              {SITE.brand} means <em>peace of mind</em>. We are a counselling platform run by{' '}
              {SITE.organisation}, a trust based in Akola, Maharashtra, and we exist so that anyone in India
              can reach caring, professional support from wherever they are.
            </p>
            <p>
              Our counsellors help with relationships, parenting, anxiety and depression, sexual wellness and
              career questions. You can book a private one-to-one session, learn through expert video courses
              at your own pace, or join a live webinar with others who understand.
            </p>
            <p>
              Everything we do rests on three promises: to listen without judgement, to keep what you share
              confidential, and to treat every person who reaches out with dignity.
            </p>
          </div>
        </div>
      </section>
      <FounderSection />
      <AdvisorsSection team={team} />
    </main>
  );
}
