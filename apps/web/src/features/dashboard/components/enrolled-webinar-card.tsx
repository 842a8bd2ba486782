import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { EnrolledWebinar } from '@sukoon/contract/enrolments';
import { buttonClasses } from '../../../components/button.tsx';
import { formatWebinarWhen } from '../lib/dashboard-dates.ts';

const PLATFORMS = {
  meet: { image: '/images/platform-meet.svg', label: 'Google Meet' },
  zoom: { image: '/images/platform-zoom.svg', label: 'Zoom' },
} as const;

export function EnrolledWebinarCard({ webinar }: { webinar: EnrolledWebinar }) {
  const platform = PLATFORMS[webinar.platform];
  return (
    <li>
      <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <img
          src={platform.image}
          alt={platform.label}
          width={320}
          height={180}
          loading="lazy"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
        <div className="flex flex-1 flex-col gap-2 p-5">
          <h3 className="font-serif text-xl text-brand-900">{webinar.title}</h3>
          <p className="text-sm text-slate-700">
            <span className="sr-only">Presenter: </span>
            {webinar.presenter}
          </p>
          <p className="flex-1 text-sm text-slate-700">
            <time dateTime={webinar.date}>{formatWebinarWhen(webinar.date, webinar.time)}</time>
          </p>
          <Link
            to={`/webinarInfo/${encodeURIComponent(webinar._id)}`}
            className={`${buttonClasses('secondary')} mt-2 self-start`}
            aria-label={`Go to webinar: ${webinar.title}`}
          >
            Go to webinar
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </article>
    </li>
  );
}
