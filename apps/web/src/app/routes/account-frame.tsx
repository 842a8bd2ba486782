import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useUserDetails } from '../../features/auth/api/get-user-details.ts';
import { ProfileShell } from '../../features/profile/components/profile-shell.tsx';
import { useAuthToken } from '../../lib/auth-token.ts';

/**
 * The frame of a page members and counsellors both have (notifications, their settings): the
 * account pages' frame for members, a card beside a way back to the desk for counsellors (the
 * member pages refuse them). Features never import each other, so the app puts them together.
 */
export function AccountFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const isCounsellor = useUserDetails(useAuthToken()).data?.role === 'counsellor';
  if (!isCounsellor) {
    return (
      <ProfileShell title={title} intro={intro}>
        {children}
      </ProfileShell>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <PageMeta title={title} />
      <p>
        <Link
          to="/counsellor"
          className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          ← My desk
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl text-brand-800">{title}</h1>
      {intro ? <p className="mt-2 text-sm text-slate-700">{intro}</p> : null}
      <div className="mt-6 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
    </main>
  );
}
