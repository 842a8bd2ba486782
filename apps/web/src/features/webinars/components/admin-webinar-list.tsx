import { Pencil, Trash2 } from 'lucide-react';
import type { WebinarDetail } from '@sukoon/contract/webinars';
import { Button } from '../../../components/button.tsx';
import {
  formatWebinarDate,
  formatWebinarTime,
  isUpcoming,
  webinarPriceRupees,
} from '../lib/webinar-schedule.ts';
import { PlatformMark } from '../../../components/platform-banner.tsx';
import { m } from '../../../paraglide/messages.js';

/**
 * The admin's webinar rows, each with Edit and Delete. Their screen-reader names carry the title, so
 * they are marked data-user-content: the language journey cannot tell a title inside an aria-label
 * from the page's own words.
 */
export function AdminWebinarList({
  webinars,
  now,
  onEdit,
  onDelete,
}: {
  webinars: WebinarDetail[];
  now: number;
  onEdit: (webinar: WebinarDetail) => void;
  onDelete: (webinar: WebinarDetail) => void;
}) {
  if (webinars.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
        {m.staff_webinars_empty()}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {webinars.map((webinar) => {
        const price = webinarPriceRupees(webinar.price);
        return (
          <li key={webinar._id} className="flex flex-wrap items-center gap-4 p-4">
            <PlatformMark platform={webinar.platform} className="size-12" />
            <div className="min-w-0 flex-1 basis-48">
              <p data-user-content className="font-semibold break-words text-brand-900">
                {webinar.title}
              </p>
              <p className="text-sm text-slate-700">
                {formatWebinarDate(webinar)}, {formatWebinarTime(webinar)} ·{' '}
                {price > 0 ? `₹${price}` : m.staff_webinars_free()} ·{' '}
                {isUpcoming(webinar, now) ? m.staff_webinars_upcoming() : m.staff_webinars_expired()}
              </p>
              <p data-user-content className="text-sm text-slate-600">
                {webinar.presenter}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                onClick={() => onEdit(webinar)}
                aria-label={m.staff_edit_named({ name: webinar.title })}
                data-user-content
              >
                <Pencil aria-hidden="true" className="size-4" />
                {m.staff_edit()}
              </Button>
              <Button
                variant="ghost"
                onClick={() => onDelete(webinar)}
                aria-label={m.staff_delete_named({ name: webinar.title })}
                data-user-content
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {m.staff_delete()}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
