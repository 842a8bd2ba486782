import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { WEBINAR_PLATFORM_LABELS, isHttpUrl } from '@sukoon/contract/content-rules';
import type { WebinarDetail } from '@sukoon/contract/webinars';
import { buttonClasses } from '../../../components/button.tsx';
import { formatWebinarDate, formatWebinarTime } from '../lib/webinar-schedule.ts';
import { PlatformBanner } from '../../../components/platform-banner.tsx';
import { m } from '../../../paraglide/messages.js';

/** Everything a participant needs to join: when, where, and the meeting's ID and password. */
export function WebinarDetails({ webinar }: { webinar: WebinarDetail }) {
  // [label, value, how the value reads]: the author's words, a product's name, or the page's own.
  const notNeeded = m.learning_webinar_not_needed();
  const facts: [string, string, 'user' | 'name' | 'page'][] = [
    [m.learning_webinar_presenter(), webinar.presenter, 'user'],
    [m.learning_webinar_date(), formatWebinarDate(webinar), 'page'],
    [m.learning_webinar_time(), formatWebinarTime(webinar), 'page'],
    [m.learning_webinar_platform(), WEBINAR_PLATFORM_LABELS[webinar.platform], 'name'],
    [m.learning_webinar_meeting_id(), webinar.meetingId || notNeeded, webinar.meetingId ? 'user' : 'page'],
    [
      m.learning_webinar_meeting_password(),
      webinar.meetingPass || notNeeded,
      webinar.meetingPass ? 'user' : 'page',
    ],
  ];
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <PlatformBanner platform={webinar.platform} className="sm:px-8" />
      <div className="flex flex-col gap-6 p-6 sm:p-8">
        <h1 data-user-content className="font-serif text-3xl text-brand-900">
          {webinar.title}
        </h1>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          {facts.map(([label, value, reads]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd
                data-user-content={reads === 'user' ? true : undefined}
                lang={reads === 'name' ? 'en' : undefined}
                className="break-words text-slate-900"
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p data-user-content className="leading-relaxed whitespace-pre-line text-slate-800">
          {webinar.description}
        </p>
        <div className="flex flex-wrap gap-3">
          {isHttpUrl(webinar.meetingLink) ? (
            <a
              href={webinar.meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses()}
            >
              {m.learning_webinar_join()}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{m.learning_webinar_new_tab()}</span>
            </a>
          ) : null}
          <Link to="/" className={buttonClasses('secondary')}>
            {m.learning_webinar_back_home()}
          </Link>
        </div>
      </div>
    </article>
  );
}
