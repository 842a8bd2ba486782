import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { m } from '../paraglide/messages.js';
import { PageMeta } from './page-meta.tsx';

/** A counsellor's page beside their desk (hours, two-step sign-in): the way back, a heading and what it is for. */
export function DeskSidePage({
  title,
  heading = title,
  intro,
  isWide = false,
  children,
}: {
  /** The page's title. */
  title: string;
  /** The heading, when it differs from the title. */
  heading?: string;
  intro: string;
  /** A wide page (a week's grid) keeps its intro to a readable line. */
  isWide?: boolean;
  children: ReactNode;
}) {
  return (
    <main id="main" className={`mx-auto ${isWide ? 'max-w-6xl' : 'max-w-3xl'} px-4 py-12 sm:px-6`}>
      <PageMeta title={title} />
      <p>
        <Link
          to="/counsellor"
          className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          ← {m.staff_desk_title()}
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl text-brand-800 sm:text-4xl">{heading}</h1>
      <p className={`mt-2 ${isWide ? 'max-w-2xl ' : ''}text-slate-700`}>{intro}</p>
      <div className="mt-8">{children}</div>
    </main>
  );
}
