import { fileURLToPath } from 'node:url';
import type { CompilerOptions } from '@inlang/paraglide-js';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * How the API's catalogues (messages/<area>/<locale>.json) compile into typed functions in
 * src/paraglide (decision 018), from any working directory (the tests' global setup compiles too).
 * A server answers many people at once, so nothing is read from a global: the only strategy is the
 * base locale, and every call names its reader's locale, `m.key(inputs, { locale })`.
 */
export const PARAGLIDE_OPTIONS = {
  project: here('./project.inlang'),
  outdir: here('./src/paraglide'),
  strategy: ['baseLocale'],
  emitTsDeclarations: true,
  emitReadme: false,
} satisfies CompilerOptions;
