import type { CompilerOptions } from '@inlang/paraglide-js';
import { LOCALE_COOKIE } from '@sukoon/contract/languages';

/**
 * How the message catalogues (messages/<area>/<locale>.json) compile into typed functions in
 * src/paraglide: one set of options for the Vite plugin (build, dev) and for `npm run i18n`
 * (typecheck before a build). Decision 018.
 */
export const PARAGLIDE_OPTIONS = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // A visitor's choice lives in local storage; the cookie carries it to the server, which serves
  // the static shell and writes mail in it; a first visit follows the browser's languages.
  strategy: ['localStorage', 'cookie', 'preferredLanguage', 'baseLocale'],
  localStorageKey: LOCALE_COOKIE,
  cookieName: LOCALE_COOKIE,
  emitTsDeclarations: true,
  emitReadme: false,
} satisfies CompilerOptions;
