// What `npm start` builds: each output with the sources it is built from, and a fingerprint of
// those sources (a hash of every file's path and content) to tell when they changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const CONTRACT = [
  'packages/contract/src',
  'packages/contract/package.json',
  'packages/contract/tsconfig.json',
];

export const BUILD_TARGETS = [
  {
    name: 'web',
    output: 'apps/web/dist/index.html',
    command: 'npm run build -w apps/web',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/messages',
      'apps/web/project.inlang',
      'apps/web/paraglide-options.ts',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'apps/web/vite.config.ts',
      ...CONTRACT,
      'package-lock.json',
    ],
  },
  {
    name: 'api',
    output: 'apps/api/dist/server.js',
    command: 'npm run build -w apps/api',
    sources: [
      'apps/api/src',
      'apps/api/build.mjs',
      'apps/api/messages',
      'apps/api/project.inlang/settings.json',
      'apps/api/paraglide-options.ts',
      'apps/api/scripts',
      'apps/api/package.json',
      'apps/api/tsconfig.json',
      ...CONTRACT,
      'package-lock.json',
    ],
  },
];

/** Where the fingerprint of the last build of a target is kept (outside dist/, which is served). */
export const stampFile = (root, target) =>
  path.join(root, 'node_modules/.cache/sukoon-build', `${target.name}.sha256`);

/** Outputs, never sources: the builds write them (src/paraglide is compiled from the catalogues). */
const GENERATED = new Set(['node_modules', 'dist', 'paraglide']);

function listFiles(root, relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !GENERATED.has(entry.name))
    .flatMap((entry) => listFiles(root, path.join(relative, entry.name)));
}

/** A hash of the sources' paths and contents: unlike mtimes, it survives a git checkout. */
export function fingerprint(root, sources) {
  const hash = createHash('sha256');
  const files = sources.flatMap((source) => listFiles(root, source)).sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The targets whose output is missing or was built from other sources than the current ones. */
export function staleTargets(root, targets = BUILD_TARGETS) {
  return targets
    .map((target) => ({ target, current: fingerprint(root, target.sources) }))
    .filter(({ target, current }) => {
      const stamp = stampFile(root, target);
      if (!existsSync(path.join(root, target.output)) || !existsSync(stamp)) return true;
      return readFileSync(stamp, 'utf8').trim() !== current;
    });
}
