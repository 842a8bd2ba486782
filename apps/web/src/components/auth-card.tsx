import type { ReactNode } from 'react';
import { PageMeta } from './page-meta.tsx';

/** The quiet, centred card every sign-in screen sits on (members' and counsellors'). */
export function AuthCard({
  title,
  description,
  intro,
  children,
  footer,
}: {
  title: string;
  description?: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main id="main" className="flex justify-center bg-sand-50 px-4 py-10 sm:py-16">
      <PageMeta title={title} description={description} />
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="font-serif text-2xl text-brand-800 sm:text-3xl">{title}</h1>
          {intro ? <p className="mt-2 text-sm leading-relaxed text-slate-700">{intro}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-5 text-center text-sm text-slate-700">{footer}</div> : null}
      </div>
    </main>
  );
}

/** An in-text link with enough contrast and a visible underline. */
export const TEXT_LINK =
  'font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';
