import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprint, staleTargets, stampFile } from './build-fingerprint.mjs';

const TARGET = {
  name: 'api',
  output: 'app/dist/server.js',
  command: 'build',
  sources: ['app/src', 'app/package.json'],
};

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
/** What build-if-changed.mjs does after a build: the output exists, the fingerprint is stamped. */
const build = () => {
  write(TARGET.output, 'built');
  mkdirSync(path.dirname(stampFile(root, TARGET)), { recursive: true });
  writeFileSync(stampFile(root, TARGET), fingerprint(root, TARGET.sources));
};
const isStale = () => staleTargets(root, [TARGET]).length === 1;

describe('npm start rebuilds', () => {
  it('when the output is missing, when a source changed, and only then', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'sukoon-build-'));
    write('app/src/server.ts', 'export {};');
    write('app/package.json', '{}');
    write('README.md', 'docs');
    expect(isStale()).toBe(true);

    build();
    expect(isStale()).toBe(false);

    // A checkout that rewrites files with the same content (new mtimes) changes nothing.
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'app/src/server.ts'), later, later);
    write('README.md', 'other docs');
    expect(isStale()).toBe(false);

    write('app/src/server.ts', 'export const changed = true;');
    expect(isStale()).toBe(true);
    build();
    write('app/src/new-module.ts', 'export {};');
    expect(isStale()).toBe(true);
    build();
    write('app/package.json', '{ "dependencies": {} }');
    expect(isStale()).toBe(true);
    build();

    rmSync(path.join(root, TARGET.output));
    expect(isStale()).toBe(true);
  });
});
