// `npm start` builds the web app and the API when their output is missing or their sources
// changed since the last build (after a `git pull`, say), and only then. One line per build: the
// bundler's table of assets is kept for a failure, where it helps.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { staleTargets, stampFile } from './build-fingerprint.mjs';

const root = process.cwd();
for (const { target, current } of staleTargets(root)) {
  const started = Date.now();
  process.stdout.write(`  Building the ${target.name === 'web' ? 'web app' : 'API'} (its sources changed)… `);
  const build = spawnSync(target.command, {
    shell: true,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (build.status !== 0) {
    console.log('failed:\n');
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    process.exit(build.status ?? 1);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  const stamp = stampFile(root, target);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${current}\n`);
}
