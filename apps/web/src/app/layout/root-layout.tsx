import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { SiteHeader } from './site-header.tsx';
import { FloatingWebinarButton } from './floating-webinar-button.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { CrisisStrip } from '../../components/crisis-line.tsx';
import { m } from '../../paraglide/messages.js';

// The footer starts below the fold (see below), so it loads after the page, not on its critical
// path; the installable app's pieces come with it (after-the-page.tsx).
const AfterThePage = lazy(() => import('./after-the-page.tsx'));

/** Public and user pages: navbar, page, the webinar button, footer. Pages render <main id="main">. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {m.common_skip_link()}
      </a>
      <CrisisStrip />
      <SiteHeader />
      {/* At least a screen tall, so the footer starts below the fold and a page growing as its
          content arrives never pushes it (no layout shift). */}
      <div className="min-h-dvh flex-1">
        <Outlet />
      </div>
      <FloatingWebinarButton />
      <Suspense fallback={null}>
        <AfterThePage />
      </Suspense>
      <ScrollToTop />
    </div>
  );
}
