import { Link, useLocation } from 'react-router';
import { Video } from 'lucide-react';

/** A gentle, always-reachable way to the webinar list; hidden on the list itself. */
export function FloatingWebinarButton() {
  const { pathname } = useLocation();
  if (pathname.toLowerCase().replace(/\/+$/, '') === '/webinar') return null;
  // In a landmark of its own, so a screen-reader user browsing by landmarks finds it too.
  return (
    <aside aria-label="Webinars">
      <Link
        to="/Webinar"
        className="fixed right-4 bottom-4 z-30 inline-flex min-h-11 items-center gap-2 rounded-full bg-accent-600 px-4 py-2.5 text-sm font-semibold text-white shadow-lg shadow-slate-900/20 transition-colors hover:bg-accent-700 sm:right-6 sm:bottom-6"
      >
        <Video aria-hidden="true" className="size-5" />
        Upcoming Webinars
      </Link>
    </aside>
  );
}
