import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { EnrolledWebinar } from '@sukoon/contract/enrolments';
import { buttonClasses } from '../../../components/button.tsx';
import { PlatformBanner } from '../../../components/platform-banner.tsx';
import { formatWebinarWhen } from '../lib/dashboard-dates.ts';
import { m } from '../../../paraglide/messages.js';

export function EnrolledWebinarCard({ webinar }: { webinar: EnrolledWebinar }) {
  return (
    <li>
      <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <PlatformBanner platform={webinar.platform} />
        <div className="flex flex-1 flex-col gap-2 p-5">
          <h3 className="font-serif text-xl text-brand-900" data-user-content>
            {webinar.title}
          </h3>
          <p className="text-sm text-slate-700">
            <span className="sr-only">{m.account_dashboard_presenter()}</span>
            <span data-user-content>{webinar.presenter}</span>
          </p>
          <p className="flex-1 text-sm text-slate-700">
            <time dateTime={webinar.date}>{formatWebinarWhen(webinar.date, webinar.time)}</time>
          </p>
          <Link
            to={`/webinarInfo/${encodeURIComponent(webinar._id)}`}
            className={`${buttonClasses('secondary')} mt-2 self-start`}
            aria-label={m.account_dashboard_go_to_webinar_named({ title: webinar.title })}
          >
            {m.account_dashboard_go_to_webinar()}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </article>
    </li>
  );
}
