// npm run i18n: compiles the message catalogues into src/paraglide (generated, not committed), so
// the typecheck sees every message function before a build has run.
import { compile } from '@inlang/paraglide-js';
import { PARAGLIDE_OPTIONS } from '../paraglide-options.ts';

await compile(PARAGLIDE_OPTIONS);
