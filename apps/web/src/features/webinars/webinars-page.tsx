import { WEBINAR_PAGE_SIZE, pageFromAddress } from '@sukoon/contract/paging';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { pageAddress } from '../../lib/page-search.ts';
import { m } from '../../paraglide/messages.js';
import { useWebinarPage } from './api/get-webinars.ts';
import { WebinarCard } from './components/webinar-card.tsx';
import { useWebinarEnrol } from './hooks/use-webinar-enrol.ts';
import { isUpcoming, latestStartFirst } from './lib/webinar-schedule.ts';

const emptyClass =
  'rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700';

/**
 * `/Webinar?page=N`: five webinars at a time, the latest start first — the first page is the
 * spec's "5 most recent webinars". `enrolledWebinarIds`: the signed-in member's seats, whose cards
 * say they are theirs.
 */
export default function WebinarsPage({
  enrolledWebinarIds = new Set(),
}: {
  enrolledWebinarIds?: ReadonlySet<string>;
}) {
  const [params] = useSearchParams();
  const page = pageFromAddress(params.get('page'));
  const webinars = useWebinarPage({ page, limit: WEBINAR_PAGE_SIZE });
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
      <div className="mt-10" aria-busy={webinars.isPlaceholderData}>
        {webinars.isPending ? (
          <Loader label={m.learning_webinars_loading()} />
        ) : webinars.isError ? (
          <StatusMessage kind="error">{m.learning_webinars_load_error()}</StatusMessage>
        ) : webinars.data.total === 0 ? (
          <p className={emptyClass}>{m.learning_webinars_empty()}</p>
        ) : webinars.data.items.length === 0 ? (
          <p className={emptyClass}>
            {m.learning_webinars_no_such_page({ page })}{' '}
            <Link to="/Webinar" className="font-medium text-brand-700 underline underline-offset-4">
              {m.learning_webinars_latest_link()}
            </Link>
          </p>
        ) : (
          <>
            {page > 1 ? <p className="sr-only">{m.learning_webinars_page_of({ page })}</p> : null}
            <ul
              className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${webinars.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {latestStartFirst(webinars.data.items).map((webinar) => (
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
            <Pagination
              label={m.learning_webinars_pages_label()}
              page={page}
              total={webinars.data.total}
              limit={webinars.data.limit}
              hrefFor={(n) => pageAddress('/Webinar', n)}
            />
          </>
        )}
      </div>
    </main>
  );
}
