import { Suspense, lazy } from 'react';
import { SiteFooter } from './site-footer.tsx';

// The installable app's pieces (service worker, update prompt, offline note) load after the footer.
const AppCompanion = lazy(() => import('./app-companion.tsx'));

/**
 * What the layout loads after the page (root-layout.tsx), in one lazy step so the critical path of
 * / carries one import for both: the footer, which starts below the fold, and the app's companion.
 */
export default function AfterThePage() {
  return (
    <>
      <SiteFooter />
      <Suspense fallback={null}>
        <AppCompanion />
      </Suspense>
    </>
  );
}
