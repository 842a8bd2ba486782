import { useState } from 'react';
import { Download, Share, SquarePlus } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { acceptInstallOffer, useInstallState } from '../../../lib/install-prompt.ts';
import { messageParts } from '../../../lib/message-parts.tsx';
import { m } from '../../../paraglide/messages.js';

const STEP =
  'flex gap-3 before:inline-flex before:size-7 before:shrink-0 before:items-center before:justify-center before:rounded-full before:bg-brand-100 before:text-sm before:font-semibold before:text-brand-800 before:content-[counter(step)] [counter-increment:step]';

/** A label as an iPhone in English shows it, whatever the page's language. */
const iosLabel = (text: string) => <span lang="en">“{text}”</span>;

/**
 * "Install the app": the browser's own install dialog where it offers one (Chrome, Edge, Samsung
 * Internet on Android), and the few steps for a browser that installs from its menu instead
 * (Safari on iPhone: Share, then Add to Home Screen).
 */
export function InstallApp() {
  const state = useInstallState();
  const [answer, setAnswer] = useState<'installed' | 'dismissed' | null>(null);

  if (state === 'installed' || answer === 'installed') {
    return (
      <p role="status" className="rounded-2xl bg-brand-50 p-4 font-medium text-brand-900">
        {m.public_app_installed()}
      </p>
    );
  }
  return (
    <div>
      {state === 'offered' && (
        <Button
          className="min-h-14 px-7 text-base"
          onClick={() =>
            void acceptInstallOffer().then((done) => setAnswer(done ? 'installed' : 'dismissed'))
          }
        >
          <Download aria-hidden="true" className="size-5" />
          {m.public_app_install_button()}
        </Button>
      )}
      {answer === 'dismissed' && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          {m.public_app_install_later()}
        </p>
      )}
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="install-iphone" className="rounded-2xl border border-sand-200 bg-white p-5">
          <h3 id="install-iphone" className="flex items-center gap-2 font-semibold text-ink">
            <Share aria-hidden="true" className="size-5 text-brand-700" />
            {m.public_app_iphone_heading()}
          </h3>
          <ol className="mt-3 space-y-2 text-slate-700 [counter-reset:step]">
            <li className={STEP}>{m.public_app_iphone_step_share()}</li>
            <li className={STEP}>
              <span>
                {messageParts((inputs) => m.public_app_iphone_step_add(inputs), {
                  label: iosLabel('Add to Home Screen'),
                })}
              </span>
            </li>
            <li className={STEP}>
              <span>
                {messageParts((inputs) => m.public_app_iphone_step_confirm(inputs), { add: iosLabel('Add') })}
              </span>
            </li>
          </ol>
        </section>
        <section
          aria-labelledby="install-android"
          className="rounded-2xl border border-sand-200 bg-white p-5"
        >
          <h3 id="install-android" className="flex items-center gap-2 font-semibold text-ink">
            <SquarePlus aria-hidden="true" className="size-5 text-brand-700" />
            {m.public_app_android_heading()}
          </h3>
          <ol className="mt-3 space-y-2 text-slate-700 [counter-reset:step]">
            <li className={STEP}>{m.public_app_android_step_menu()}</li>
            <li className={STEP}>{m.public_app_android_step_install()}</li>
          </ol>
        </section>
      </div>
    </div>
  );
}
