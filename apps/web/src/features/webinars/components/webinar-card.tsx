import { CalendarDays, CircleCheck, Clock, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicWebinar } from '@sukoon/contract/webinars';
import { buttonClasses } from '../../../components/button.tsx';
import { PlatformBanner } from '../../../components/platform-banner.tsx';
import { formatWebinarDate, formatWebinarTime } from '../lib/webinar-schedule.ts';
import { WebinarEnrolButton } from './webinar-enrol-button.tsx';
import { m } from '../../../paraglide/messages.js';

/**
 * One webinar: platform, title, description, when, status, presenter and the enrol button; an
 * upcoming webinar the member already holds a seat in says so and opens its page instead.
 */
export function WebinarCard({
  webinar,
  isUpcoming,
  isEnrolled,
  isBusy,
  onEnrol,
}: {
  webinar: PublicWebinar;
  isUpcoming: boolean;
  isEnrolled: boolean;
  isBusy: boolean;
  onEnrol: (webinar: PublicWebinar) => void;
}) {
  return (
    <li>
      <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <PlatformBanner platform={webinar.platform} />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <p
            className={`self-start rounded-full px-3 py-1 text-xs font-semibold ${
              isUpcoming ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'
            }`}
          >
            {isUpcoming ? m.learning_webinar_upcoming() : m.learning_webinar_expired()}
          </p>
          <h2 data-user-content className="font-serif text-xl text-brand-900">
            {webinar.title}
          </h2>
          <p data-user-content className="flex-1 text-sm leading-relaxed whitespace-pre-line text-slate-700">
            {webinar.description}
          </p>
          <ul className="space-y-1.5 text-sm text-slate-800">
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
              <span className="sr-only">{m.learning_webinar_date_label()}</span>
              <time dateTime={webinar.date}>{formatWebinarDate(webinar)}</time>
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-brand-700" />
              <span className="sr-only">{m.learning_webinar_time_label()}</span>
              <span>{formatWebinarTime(webinar)}</span>
            </li>
            <li className="flex items-center gap-2">
              <UserRound aria-hidden="true" className="size-4 text-brand-700" />
              <span className="sr-only">{m.learning_webinar_presenter_label()}</span>
              <span data-user-content>{webinar.presenter}</span>
            </li>
          </ul>
          {isUpcoming && isEnrolled ? (
            <div className="mt-2 flex flex-col gap-3">
              <p className="flex items-center gap-2 text-sm font-semibold text-green-900">
                <CircleCheck aria-hidden="true" className="size-5 text-green-700" />
                {m.learning_webinar_enrolled()}
              </p>
              <Link
                to={`/webinarinfo/${encodeURIComponent(webinar._id)}`}
                className={`${buttonClasses()} w-full`}
              >
                <span aria-hidden="true">{m.learning_webinar_open()}</span>
                {/* Which webinar, for screen readers; its title is the author's words. */}
                <span className="sr-only">
                  {m.learning_webinar_open_label()} <span data-user-content>{webinar.title}</span>
                </span>
              </Link>
            </div>
          ) : (
            <div className="mt-2">
              <WebinarEnrolButton
                webinar={webinar}
                isUpcoming={isUpcoming}
                isBusy={isBusy}
                onEnrol={onEnrol}
              />
            </div>
          )}
        </div>
      </article>
    </li>
  );
}
