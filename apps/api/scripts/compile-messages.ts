// npm run i18n -w apps/api: compiles the API's catalogues into src/paraglide (generated, not
// committed) for the typecheck, the tests and the build (build.mjs compiles them itself).
import { compile } from '@inlang/paraglide-js';
import { PARAGLIDE_OPTIONS } from '../paraglide-options.ts';

await compile(PARAGLIDE_OPTIONS);
