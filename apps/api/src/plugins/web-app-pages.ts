import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BRAND_NAME } from '@sukoon/contract/brand';
import { PAGE_HEADS, type PageHead } from '@sukoon/contract/page-heads';

/**
 * The public list each page asks for as soon as it mounts (apps/web/src/features/<feature>/api).
 * Preloading it from the HTML takes the request off the end of the script chain.
 */
const DATA_PRELOADS: Record<string, string> = {
  '/counsellors': '/api/counsellors',
  '/courses': '/api/courses/read',
  '/blog': '/api/blog/read',
  '/webinar': '/api/getwebinar',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface ShellPage {
  html: string;
  etag: string;
}

const shellPage = (html: string): ShellPage => ({
  html,
  etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
});

/** The chunks each lazy page needs beyond the entry's, written by the web build (vite.config.ts). */
function readRoutePreloads(webDir: string): Record<string, string[]> {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDir, 'route-preloads.json'), 'utf8')) as Record<
      string,
      string[]
    >;
  } catch {
    return {};
  }
}

/**
 * index.html for every page path, built once at start: known pages get their own title and
 * description, modulepreload links for their chunk, so it downloads with the entry script instead
 * of after it has run (at the entry's low priority: the shell paints without them), and a preload
 * of the list they show. Paths match case-insensitively, as the web app's routes do.
 */
export function buildShellPages(webDir: string): (pathname: string) => ShellPage {
  const index = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const preloads = readRoutePreloads(webDir);
  const fallback = shellPage(index);
  const pages = new Map<string, ShellPage>();
  for (const key of new Set([
    ...Object.keys(preloads),
    ...Object.keys(PAGE_HEADS),
    ...Object.keys(DATA_PRELOADS),
  ])) {
    let html = index;
    const head: PageHead | undefined = (PAGE_HEADS as Record<string, PageHead>)[key];
    if (head) {
      html = html
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${head.title} · ${BRAND_NAME}`)}</title>`)
        .replace(
          /(<meta\s+name="description"\s+content=")[^"]*(")/,
          (_match, before: string, after: string) => `${before}${escapeHtml(head.description)}${after}`,
        );
    }
    const links = (preloads[key] ?? [])
      .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`);
    const data = DATA_PRELOADS[key];
    // crossorigin: the same credentials mode as the app's fetch(), or the browser would not reuse it.
    if (data) links.push(`<link rel="preload" as="fetch" crossorigin href="${data}">`);
    if (links.length > 0) html = html.replace('</head>', `${links.join('\n    ')}\n  </head>`);
    pages.set(key, shellPage(html));
  }
  return (pathname) => {
    const key = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
    return pages.get(key) ?? fallback;
  };
}
