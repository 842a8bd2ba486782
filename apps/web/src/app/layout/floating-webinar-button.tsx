import { Link, useLocation } from 'react-router';
import { ArrowRight, Video } from 'lucide-react';
import { m } from '../../paraglide/messages.js';

/**
 * Pages without the button: the webinar list itself, and the forms a person fills in, where it
 * would only pull them away from what they came to finish (the spec puts it on "most pages").
 */
const PAGES_WITHOUT_BUTTON = new Set([
  '/webinar',
  '/login',
  '/register',
  '/verifyotp',
  '/forgotpassword',
  '/resetpassword',
  '/booknow',
  '/profile',
  '/account-setting',
]);

/*
 * It never lies over the page. Below 80rem there is no free margin beside the content column
 * (max-w-6xl, 72rem), so it waits in the flow at the end of the page, above the footer, as a
 * full-width invitation. From 80rem on, the margin is at least 4rem wide and it floats there as an
 * upright tab (2.75rem wide, always labelled), centred in the margin and so outside the column.
 * Plain media queries: nothing moves once the page is drawn.
 */
const BAND = 'border-t border-brand-100 bg-brand-50 xl:border-0 xl:bg-transparent';
const IN_FLOW =
  'mx-auto flex min-h-11 max-w-6xl items-center gap-2 px-4 py-5 text-brand-800 underline-offset-4 hover:underline sm:px-6';
const IN_MARGIN =
  'xl:fixed xl:right-[calc((50%-36rem-2.75rem)/2)] xl:bottom-6 xl:z-30 xl:w-11 xl:rotate-180 xl:gap-2 xl:rounded-full xl:bg-accent-600 xl:px-0 xl:py-4 xl:text-sm xl:font-semibold xl:text-white xl:shadow-lg xl:shadow-slate-900/20 xl:transition-colors xl:[writing-mode:vertical-rl] xl:hover:bg-accent-700 xl:hover:no-underline';

/** A gentle, always-reachable way to the webinar list, away from the list and from forms. */
export function FloatingWebinarButton() {
  const { pathname } = useLocation();
  if (PAGES_WITHOUT_BUTTON.has(pathname.toLowerCase().replace(/\/+$/, ''))) return null;
  // In a landmark of its own, so a screen-reader user browsing by landmarks finds it too.
  return (
    <aside aria-label={m.common_footer_webinars()} className={BAND}>
      <Link to="/Webinar" className={`${IN_FLOW} ${IN_MARGIN}`}>
        <Video aria-hidden="true" className="size-5 shrink-0 xl:rotate-180" />
        <span className="flex-1">
          <span className="font-semibold">{m.common_webinar_button_upcoming()}</span>
          <span className="xl:hidden"> {m.common_webinar_button_join()}</span>
        </span>
        <ArrowRight aria-hidden="true" className="size-4 shrink-0 xl:hidden" />
      </Link>
    </aside>
  );
}
