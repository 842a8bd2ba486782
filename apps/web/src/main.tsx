import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { carryShellFocus } from './app/shell-focus.ts';
import { BASE_LOCALE } from '@sukoon/contract/languages';
import { currentLocale } from './lib/locale.ts';
import './index.css';

const root = document.getElementById('root');
// Screen readers, hyphenation and the Devanagari typeface (index.css) follow the page's language.
const locale = currentLocale();
document.documentElement.lang = locale;
if (locale !== BASE_LOCALE) {
  void import('./lib/devanagari-face.ts').then((face) => face.keepDevanagariFaceForNextVisit());
}

function render(container: HTMLElement) {
  // A transition lets React yield while it builds the first page, so no long task blocks input;
  // the static shell stays on screen until the page is ready to replace it in one commit.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

if (root) {
  carryShellFocus(root);
  // Until the first route's chunk has loaded the router would render nothing, blanking the shell.
  if (router.state.initialized) render(root);
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      render(root);
    });
  }
}
