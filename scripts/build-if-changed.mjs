// `npm start` builds the web app and the API when their output is missing or their sources
// changed since the last build (after a `git pull`, say), and only then.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { staleTargets, stampFile } from './build-fingerprint.mjs';

const root = process.cwd();
for (const { target, current } of staleTargets(root)) {
  console.log(`> ${target.command}`);
  execSync(target.command, { stdio: 'inherit' });
  const stamp = stampFile(root, target);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${current}\n`);
}
