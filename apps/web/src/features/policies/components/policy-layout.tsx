import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/page-meta.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { m } from '../../../paraglide/messages.js';

/**
 * The frame every legal page shares: title, a plain-language intro, the date, the body. A Hindi or
 * Marathi page says first that it is a translation and that the English text prevails.
 */
export function PolicyLayout({
  title,
  description,
  intro,
  children,
}: {
  title: string;
  description: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageMeta title={title} description={description} />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        {currentLocale() !== 'en' && (
          <p className="mb-8 rounded-xl bg-sand-100 px-4 py-3 text-sm leading-relaxed text-slate-800 ring-1 ring-slate-200">
            {m.policies_layout_english_prevails()}
          </p>
        )}
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
          {m.policies_layout_eyebrow()}
        </p>
        <h1 className="mt-2 font-serif text-4xl text-brand-900 sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-slate-600">{m.policies_layout_last_updated()}</p>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">{intro}</div>
        <div className="mt-10 space-y-10">{children}</div>
      </div>
    </main>
  );
}

/** A plain section of a policy, for the pages that read top to bottom. */
export function PolicySection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <h2 id={id ? `${id}-title` : undefined} className="font-serif text-2xl text-brand-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}
