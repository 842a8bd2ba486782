import { Suspense, lazy } from 'react';
import { BellRing, CalendarCheck, CirclePlay, CloudOff, Check, X } from 'lucide-react';
import { PageMeta } from '../../components/page-meta.tsx';
import { SITE } from '../../lib/site-config.ts';
import { m } from '../../paraglide/messages.js';

// The two pieces that talk to the browser (its install offer, push) load with the page, as their
// own chunk: the critical path of / names every chunk a page needs, and these it need not name.
const InstallApp = lazy(() =>
  import('./components/install-app.tsx').then((module) => ({ default: module.InstallApp })),
);
const PushReminders = lazy(() =>
  import('./components/push-reminders.tsx').then((module) => ({ default: module.PushReminders })),
);

// Texts are message functions, called at render in the page's language.
const FEATURES = [
  { icon: CalendarCheck, text: m.public_app_feature_book },
  { icon: CirclePlay, text: m.public_app_feature_watch },
  { icon: BellRing, text: m.public_app_feature_remind },
  { icon: CloudOff, text: m.public_app_feature_offline },
] as const;

const DOES = [m.public_app_does_home, m.public_app_does_offline, m.public_app_does_remind] as const;
const DOES_NOT = [
  m.public_app_does_not_track,
  m.public_app_does_not_data,
  m.public_app_does_not_read,
  m.public_app_does_not_tell,
] as const;

/** The spec's app page, made real: the site installs as an app (no store), and says what that means. */
export default function AppInfoPage() {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageMeta title={m.public_app_title()} description={m.public_app_description({ brand: SITE.brand })} />
      <div className="mx-auto grid max-w-6xl items-start gap-12 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-2">
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
          <section aria-labelledby="app-install" className="mt-10">
            <h2 id="app-install" className="font-serif text-2xl text-brand-900">
              {m.public_app_install_heading()}
            </h2>
            <p className="mt-1 mb-4 text-slate-700">{m.public_app_install_text()}</p>
            <Suspense fallback={null}>
              <InstallApp />
            </Suspense>
          </section>
        </div>
        <div className="space-y-6">
          <img
            src="/images/app-phone.svg"
            alt=""
            width={420}
            height={520}
            className="mx-auto hidden w-full max-w-xs md:block"
          />
          <section aria-labelledby="app-does" className="rounded-2xl border border-sand-200 bg-white p-5">
            <h2 id="app-does" className="font-serif text-xl text-brand-900">
              {m.public_app_does_heading()}
            </h2>
            <ul className="mt-3 space-y-2">
              {DOES.map((text) => (
                <li key={text()} className="flex gap-2 text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {text()}
                </li>
              ))}
            </ul>
            <h2 className="mt-5 font-serif text-xl text-brand-900">{m.public_app_does_not_heading()}</h2>
            <ul className="mt-3 space-y-2">
              {DOES_NOT.map((text) => (
                <li key={text()} className="flex gap-2 text-slate-700">
                  <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
                  {text()}
                </li>
              ))}
            </ul>
          </section>
          <Suspense fallback={null}>
            <PushReminders />
          </Suspense>
        </div>
      </div>
    </main>
  );
}
