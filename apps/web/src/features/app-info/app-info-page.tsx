import { useState } from 'react';
import { BellRing, CalendarCheck, Play, CirclePlay, Smartphone } from 'lucide-react';
import { PageMeta } from '../../components/page-meta.tsx';
import { SITE } from '../../lib/site-config.ts';
import { StoreBadge } from './components/store-badge.tsx';
import { m } from '../../paraglide/messages.js';

// Texts are message functions, called at render in the page's language.
const FEATURES = [
  { icon: CalendarCheck, text: m.public_app_feature_book },
  { icon: CirclePlay, text: m.public_app_feature_watch },
  { icon: BellRing, text: m.public_app_feature_remind },
] as const;

export default function AppInfoPage() {
  const [hasAsked, setHasAsked] = useState(false);
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageMeta title={m.public_app_title()} description={m.public_app_description({ brand: SITE.brand })} />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {m.public_app_eyebrow()}
          </p>
          <h1 className="mt-2 font-serif text-4xl text-brand-900 sm:text-5xl">
            {m.public_app_heading({ brand: SITE.brand })}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{m.public_app_intro()}</p>
          <ul className="mt-8 space-y-4">
            {FEATURES.map(({ icon: Icon, text }) => (
              <li key={text()} className="flex items-center gap-3 text-slate-800">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {text()}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            <StoreBadge
              store="Google Play"
              icon={<Play aria-hidden="true" className="size-7" />}
              describedBy="app-coming-soon"
              onActivate={() => setHasAsked(true)}
            />
            <StoreBadge
              store={m.public_app_store_apple()}
              icon={<Smartphone aria-hidden="true" className="size-7" />}
              describedBy="app-coming-soon"
              onActivate={() => setHasAsked(true)}
            />
          </div>
          <p id="app-coming-soon" className="mt-4 text-sm text-slate-700">
            {m.public_app_coming_soon()}
          </p>
          <p role="status" className="mt-2 min-h-6 text-sm font-medium text-brand-800">
            {hasAsked ? m.public_app_thanks() : ''}
          </p>
        </div>
        <img
          src="/images/app-phone.svg"
          alt=""
          width={420}
          height={520}
          className="mx-auto w-full max-w-sm"
        />
      </div>
    </main>
  );
}
