import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { PARAGLIDE_OPTIONS } from './paraglide-options.ts';
import { crisisStripHtml } from './src/components/crisis-line-markup.ts';

const ROUTER_FILE = fileURLToPath(new URL('./src/app/router.tsx', import.meta.url));
/** `{ index: true, lazy: page(() => import('…')) }` or `{ path: 'x', lazy: page(() => import('…')) }`. */
const LAZY_ROUTE =
  /\{\s*(?:index:\s*true|path:\s*'([^']+)'),\s*lazy:\s*page\(\(\)\s*=>\s*import\('([^']+)'\)\)/g;

/**
 * Writes route-preloads.json: for each lazy page, the chunks it needs beyond the entry's, keyed by
 * lower-case path. The server names them in index.html as modulepreload links, so a page's chunk
 * downloads alongside the entry instead of after it has run.
 */
function routePreloads(): Plugin {
  return {
    name: 'sukoon-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileNames: string[]) => {
        const seen = new Set<string>();
        const pending = [...fileNames];
        while (pending.length > 0) {
          const fileName = pending.pop();
          if (fileName === undefined || seen.has(fileName)) continue;
          seen.add(fileName);
          pending.push(...(byFile.get(fileName)?.imports ?? []));
        }
        return seen;
      };
      const onEntryPath = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const preloads: Record<string, string[]> = {};
      for (const [, routePath = '', modulePath = ''] of readFileSync(ROUTER_FILE, 'utf8').matchAll(
        LAZY_ROUTE,
      )) {
        // A path with parameters or the catch-all is never asked for by that name.
        if (/[:*]/.test(routePath)) continue;
        const moduleId = path.resolve(path.dirname(ROUTER_FILE), modulePath);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
        if (!chunk) this.error(`route-preloads: no chunk for ${modulePath} (${routePath || 'index'})`);
        preloads[`/${routePath.toLowerCase()}`] = [...closure([chunk.fileName])]
          .filter((fileName) => !onEntryPath.has(fileName))
          .map((fileName) => `/${fileName}`);
      }
      if (!preloads['/']) this.error('route-preloads: found no index route in router.tsx');
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

/**
 * The shell paints without scripts (index.html), so the entry script and its preloads are fetched
 * at low priority: they must not hold back the stylesheet, and with it the first paint.
 */
const lowPriorityScripts = (): Plugin => ({
  name: 'sukoon-low-priority-scripts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        /<(?:script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
        '$& fetchpriority="low"',
      ),
  },
});

const CRISIS_LINE_SLOT = /<!-- crisis-line:[^>]*-->/;

/** The crisis line in the static shell, from the contract's numbers: there before any script runs. */
const crisisLineInShell = (): Plugin => ({
  name: 'sukoon-crisis-line',
  transformIndexHtml: (html) => {
    if (!CRISIS_LINE_SLOT.test(html)) throw new Error('index.html has no crisis-line slot');
    return html.replace(CRISIS_LINE_SLOT, crisisStripHtml());
  },
});

export default defineConfig({
  plugins: [
    paraglideVitePlugin(PARAGLIDE_OPTIONS),
    react(),
    tailwindcss(),
    crisisLineInShell(),
    routePreloads(),
    lowPriorityScripts(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
  },
});
