import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CloudOff } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { CrisisLine } from '../../components/crisis-line.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useAuthToken } from '../../lib/auth-token.ts';
import { SavedSessions } from './components/saved-sessions.tsx';
import { readSessionsCopy, type SessionsCopy } from './lib/sessions-copy.ts';
import { m } from '../../paraglide/messages.js';

/** Where "Try again" goes: the page the person was opening, if it is one of this site's. */
const returnPathOf = (from: string | null) => (from?.startsWith('/') && !from.startsWith('//') ? from : '/');

/**
 * What opens with no network (the service worker sends every offline visit here): a calm word that
 * the phone is offline, the crisis line, which needs only a phone call, and the signed-in person's
 * upcoming sessions as this phone last saved them.
 */
export default function OfflinePage() {
  const token = useAuthToken();
  const [params] = useSearchParams();
  const [copy, setCopy] = useState<SessionsCopy | null | undefined>(undefined);

  useEffect(() => {
    let isCurrent = true;
    void readSessionsCopy(new Date())
      .catch(() => null)
      .then((saved) => isCurrent && setCopy(token ? saved : null));
    return () => {
      isCurrent = false;
    };
  }, [token]);

  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageMeta title={m.public_offline_title()} description={m.public_offline_description()} />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <CloudOff aria-hidden="true" className="size-6" />
          </span>
          <h1 className="font-serif text-3xl text-brand-900 sm:text-4xl">{m.public_offline_title()}</h1>
        </div>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{m.public_offline_intro()}</p>

        <section aria-labelledby="offline-help" className="mt-8 rounded-2xl bg-sand-100 p-5">
          <h2 id="offline-help" className="font-serif text-xl text-brand-900">
            {m.public_offline_help_heading()}
          </h2>
          <p className="mt-1 text-slate-700">{m.public_offline_help_text()}</p>
          <CrisisLine className="mt-3 text-base leading-relaxed text-ink" />
        </section>

        {token && (
          <section aria-labelledby="offline-sessions" className="mt-8">
            <h2 id="offline-sessions" className="font-serif text-xl text-brand-900">
              {m.public_offline_sessions_heading()}
            </h2>
            {copy === null && <p className="mt-3 text-slate-700">{m.public_offline_sessions_none()}</p>}
            {copy && <SavedSessions copy={copy} />}
          </section>
        )}
        {!token && <p className="mt-8 text-slate-700">{m.public_offline_signed_out()}</p>}

        <Button className="mt-8" onClick={() => window.location.assign(returnPathOf(params.get('from')))}>
          {m.public_offline_try_again()}
        </Button>
      </div>
    </main>
  );
}
