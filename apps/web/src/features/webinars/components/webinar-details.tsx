import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { WEBINAR_PLATFORM_LABELS, isHttpUrl } from '@sukoon/contract/content-rules';
import type { WebinarDetail } from '@sukoon/contract/webinars';
import { buttonClasses } from '../../../components/button.tsx';
import { formatWebinarDate, formatWebinarTime } from '../lib/webinar-schedule.ts';
import { PlatformBanner } from '../../../components/platform-banner.tsx';

/** Everything a participant needs to join: when, where, and the meeting's ID and password. */
export function WebinarDetails({ webinar }: { webinar: WebinarDetail }) {
  const facts: [string, string][] = [
    ['Presenter', webinar.presenter],
    ['Date', formatWebinarDate(webinar)],
    ['Time', formatWebinarTime(webinar)],
    ['Platform', WEBINAR_PLATFORM_LABELS[webinar.platform]],
    ['Meeting ID', webinar.meetingId || 'Not needed'],
    ['Meeting password', webinar.meetingPass || 'Not needed'],
  ];
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <PlatformBanner platform={webinar.platform} className="sm:px-8" />
      <div className="flex flex-col gap-6 p-6 sm:p-8">
        <h1 className="font-serif text-3xl text-brand-900">{webinar.title}</h1>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="leading-relaxed whitespace-pre-line text-slate-800">{webinar.description}</p>
        <div className="flex flex-wrap gap-3">
          {isHttpUrl(webinar.meetingLink) ? (
            <a
              href={webinar.meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses()}
            >
              Join Meeting
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
          <Link to="/" className={buttonClasses('secondary')}>
            Back to Home
          </Link>
        </div>
      </div>
    </article>
  );
}
