// Which built files the service worker fetches when it installs: what / needs to start and what
// /offline needs to show, and no more. The other pages' files are kept as they are visited; fetching
// all 200 of them (about 600 KB) up front would spend a small data pack on pages never opened.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The page shown with no network (features/offline); its chunks are kept from the start. */
const OFFLINE_ROUTE = '/offline';

const staticImports = (code: string) =>
  [...code.matchAll(/import\s*(?:[\w$*{}\s,]*from\s*)?["']\.\/([\w.-]+\.js)["']/g)].map(
    (match) => match[1] ?? '',
  );
const dynamicImports = (code: string) =>
  [...code.matchAll(/import\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g)].map((match) => match[1] ?? '');

/**
 * The file names under assets/ to precache, read from the built dist: the entry and its preloads
 * with everything they import, the lazy pieces of the layout (every dynamic import of those that is
 * not a page), the offline page's chunks, the stylesheet and the headings' latin face.
 */
export function offlineFiles(dist: string): Set<string> {
  const assets = path.join(dist, 'assets');
  const read = (file: string) => readFileSync(path.join(assets, file), 'utf8');
  const preloads = JSON.parse(readFileSync(path.join(dist, 'route-preloads.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const offline = preloads[OFFLINE_ROUTE];
  if (!offline) throw new Error(`offline files: no route ${OFFLINE_ROUTE} in route-preloads.json`);
  const pageChunks = new Set(Object.values(preloads).map((files) => path.basename(files[0] ?? '')));
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const starts = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  const kept = new Set<string>();
  const pending = [...starts, ...offline.map((file) => path.basename(file))];
  while (pending.length > 0) {
    const file = pending.pop();
    if (file === undefined || kept.has(file)) continue;
    kept.add(file);
    const code = read(file);
    pending.push(...staticImports(code));
    // A lazy piece of the shell (the footer, the app's companion) is needed offline; a page is not.
    if (starts.includes(file))
      pending.push(...dynamicImports(code).filter((chunk) => !pageChunks.has(chunk)));
  }
  for (const match of html.matchAll(/href="\/assets\/([^"]+\.(?:css|woff2))"/g)) kept.add(match[1] ?? '');
  return kept;
}
