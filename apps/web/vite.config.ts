import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { PARAGLIDE_OPTIONS } from './paraglide-options.ts';
import { crisisStripHtml } from './src/components/crisis-line-markup.ts';
import { APP_LOCALES, BASE_LOCALE, type AppLocale } from '@sukoon/contract/languages';
import { BRAND_NAME } from '@sukoon/contract/brand';
import { PAGE_HEAD_MESSAGES } from './src/lib/page-head-messages.ts';
import { offlineFiles } from './scripts/offline-files.ts';

const DIST = fileURLToPath(new URL('./dist/', import.meta.url));
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

/** The Devanagari face of src/index.css, as the build names it. */
const DEVANAGARI_FACE = /^assets\/noto-sans-devanagari-[\w-]+\.woff2$/;
/** Vite's placeholder for an asset's address in HTML, until it writes the file's name (vite/src/node/plugins/asset.ts). */
const VITE_ASSET_URL = /__VITE_ASSET__([\w$]{22})(?:_[a-f\d]{24})?__/g;
const CRISIS_LINE_SLOT = /<!-- crisis-line:[^>]*-->/;
/** A text of the `common` catalogue in index.html (`{{common_login}}`), or `{{lang}}`. */
const SHELL_TEXT = /\{\{(\w+)\}\}/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The static shell in one language: its texts and the crisis line from the `common` catalogue. */
function shellIn(html: string, locale: AppLocale): string {
  const catalogue = JSON.parse(
    readFileSync(new URL(`./messages/common/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const text = (key: string): string => {
    const value = catalogue[key];
    if (typeof value !== 'string' || value === '') {
      throw new Error(`index.html: no text for {{${key}}} in messages/common/${locale}.json`);
    }
    return escapeHtml(value);
  };
  if (!CRISIS_LINE_SLOT.test(html)) throw new Error('index.html has no crisis-line slot');
  return html
    .replace(CRISIS_LINE_SLOT, () =>
      crisisStripHtml({ label: text('common_crisis_label'), line: text('common_crisis_line') }),
    )
    .replace(SHELL_TEXT, (_match, key: string) => (key === 'lang' ? locale : text(key)));
}

/** A catalogue's text with the brand in it (`messages/<area>/<locale>.json`, the area from the key). */
function catalogueText(key: string, locale: AppLocale): string {
  const area = key.split('_')[0] ?? '';
  const catalogue = JSON.parse(
    readFileSync(new URL(`./messages/${area}/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const value = catalogue[key];
  const text = typeof value === 'string' ? value.replaceAll('{brand}', BRAND_NAME) : '';
  if (text === '' || /\{\w+\}/.test(text)) {
    throw new Error(
      `page heads: ${key} in messages/${area}/${locale}.json is missing or has an input besides {brand}`,
    );
  }
  return text;
}

/**
 * page-heads.json: each page's title and description in Hindi and Marathi, from the catalogue the
 * page sets them from (src/lib/page-head-messages.ts), for the server to write into those shells as
 * it writes the contract's English into index.html (apps/api/src/plugins/web-app-pages.ts).
 */
function pageHeadsIn(locales: readonly AppLocale[]): string {
  const heads = Object.fromEntries(
    locales.map((locale) => [
      locale,
      Object.fromEntries(
        Object.entries(PAGE_HEAD_MESSAGES).map(([page, [title, description]]) => [
          page,
          { title: catalogueText(title, locale), description: catalogueText(description, locale) },
        ]),
      ),
    ]),
  );
  return JSON.stringify(heads);
}

/**
 * The static shell in every language, from the same catalogue as the app (decision 018): the
 * build's index.html is English, and index.hi.html and index.mr.html beside it are the same page in
 * Hindi and Marathi, which the server answers by the visitor's cookie or browser languages
 * (apps/api/src/plugins/web-app.ts). The dev server paints English.
 */
function localisedShell(): Plugin {
  let withTexts: string | undefined;
  return {
    name: 'sukoon-localised-shell',
    transformIndexHtml: {
      // After the scripts and their priorities are written, so every language's copy has them.
      order: 'post',
      handler: (html) => {
        withTexts = html;
        return shellIn(html, BASE_LOCALE);
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (withTexts === undefined) this.error('localised shell: index.html was never transformed');
        // The Devanagari face's address, for the server: it preloads the face for a browser that
        // holds it (decision 018). A first visit's shell names no face and paints in the device's.
        const devanagari = Object.keys(bundle).find((fileName) => DEVANAGARI_FACE.test(fileName));
        if (devanagari === undefined) this.error('localised shell: the build has no Devanagari face');
        this.emitFile({
          type: 'asset',
          fileName: 'devanagari-face.json',
          source: JSON.stringify({ href: `/${devanagari}` }),
        });
        // The shell was taken before Vite wrote its assets' addresses (the headings' face among
        // them): without them, a Hindi page would preload "__VITE_ASSET__…" and get the shell back.
        const template = withTexts.replace(
          VITE_ASSET_URL,
          (_match, referenceId: string) => `/${this.getFileName(referenceId)}`,
        );
        if (template.includes('__VITE_')) this.error('localised shell: an asset address was left unwritten');
        for (const locale of APP_LOCALES) {
          if (locale === BASE_LOCALE) continue;
          this.emitFile({
            type: 'asset',
            fileName: `index.${locale}.html`,
            source: shellIn(template, locale),
          });
        }
        this.emitFile({
          type: 'asset',
          fileName: 'page-heads.json',
          source: pageHeadsIn(APP_LOCALES.filter((locale) => locale !== BASE_LOCALE)),
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    paraglideVitePlugin(PARAGLIDE_OPTIONS),
    react(),
    tailwindcss(),
    routePreloads(),
    lowPriorityScripts(),
    localisedShell(),
    // The service worker (/sw.js, from service-worker/sw.ts). The page registers it itself, after
    // load and lazily (src/app/layout/app-companion.tsx), so it costs the critical path of / nothing;
    // the manifest is a static file (public/manifest.webmanifest).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The scripts, styles and faces every page needs, and the icons: fetched once when the
        // worker installs. Hashed names need no revision of their own.
        globPatterns: ['assets/*.{js,css,woff2}', 'icons/icon-192.png', 'favicon.svg'],
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [
          (entries) => {
            const kept = offlineFiles(DIST);
            return {
              manifest: entries.filter(
                (entry) => !entry.url.startsWith('assets/') || kept.has(entry.url.slice('assets/'.length)),
              ),
              warnings: [],
            };
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    rollupOptions: {
      // Every lazy route carries the names of the chunks it preloads inside the entry chunk; seven
      // hash characters instead of eight keep that list (and the critical path of /) small.
      output: { chunkFileNames: 'assets/[name]-[hash:7].js' },
    },
  },
});
