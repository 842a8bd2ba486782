import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ProfileSidebar } from './profile-sidebar.tsx';

/** Sidebar beside the page on wide screens, above it on phones. */
export function ProfileShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="bg-sand-50 px-4 py-8 sm:py-12">
      <PageMeta title={title} />
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <ProfileSidebar />
        <section
          aria-labelledby="account-page-title"
          className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h1 id="account-page-title" className="font-serif text-2xl text-brand-800 sm:text-3xl">
            {title}
          </h1>
          {intro ? <p className="mt-2 text-sm text-slate-700">{intro}</p> : null}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </main>
  );
}
