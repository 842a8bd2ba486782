import { useState } from 'react';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { m } from '../../paraglide/messages.js';
import { useWebinars } from './api/get-webinars.ts';
import { WebinarCard } from './components/webinar-card.tsx';
import { useWebinarEnrol } from './hooks/use-webinar-enrol.ts';
import { isUpcoming, latestWebinars } from './lib/webinar-schedule.ts';

/** `enrolledWebinarIds`: the signed-in member's seats, whose cards say they are theirs. */
export default function WebinarsPage({
  enrolledWebinarIds = new Set(),
}: {
  enrolledWebinarIds?: ReadonlySet<string>;
}) {
  const webinars = useWebinars();
  const { onEnrol, busyWebinarId, message, checkoutDialog } = useWebinarEnrol();
  const [now] = useState(() => Date.now());
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageMeta title={m.learning_webinars_title()} description={m.learning_webinars_meta_description()} />
      <header className="max-w-2xl">
        <h1 className="font-serif text-4xl text-brand-800">{m.learning_webinars_title()}</h1>
        <p className="mt-3 text-lg text-slate-700">{m.learning_webinars_intro()}</p>
      </header>
      {message ? (
        <div className="mt-6">
          <StatusMessage kind={message.kind}>{message.text}</StatusMessage>
        </div>
      ) : null}
      {checkoutDialog}
      <div className="mt-10">
        {webinars.isPending ? (
          <Loader label={m.learning_webinars_loading()} />
        ) : webinars.isError ? (
          <StatusMessage kind="error">{m.learning_webinars_load_error()}</StatusMessage>
        ) : webinars.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
            {m.learning_webinars_empty()}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {latestWebinars(webinars.data).map((webinar) => (
              <WebinarCard
                key={webinar._id}
                webinar={webinar}
                isUpcoming={isUpcoming(webinar, now)}
                isEnrolled={enrolledWebinarIds.has(webinar._id)}
                isBusy={busyWebinarId === webinar._id}
                onEnrol={onEnrol}
              />
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
