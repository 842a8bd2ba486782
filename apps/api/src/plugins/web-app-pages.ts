import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BRAND_NAME } from '@sukoon/contract/brand';
import { PAGE_HEADS, type PageHead } from '@sukoon/contract/page-heads';
import { PUBLIC_PAGE_SIZE, WEBINAR_PAGE_SIZE } from '@sukoon/contract/paging';
import { APP_LOCALES, BASE_LOCALE, type AppLocale } from '@sukoon/contract/languages';

/** A paged list's first page, in the order the web app writes it (apps/web/src/lib/page-search.ts). */
const firstPage = (list: string, limit: number) => `${list}?limit=${limit}&page=1`;

/**
 * The public list each page asks for as soon as it mounts (apps/web/src/features/<feature>/api).
 * Preloading it from the HTML takes the request off the end of the script chain. It must be the
 * very address the page fetches: the whole list instead of its first page would be read for
 * nothing, and grow with the catalogue (issue 21).
 */
const DATA_PRELOADS: Record<string, string> = {
  '/counsellors': '/api/counsellors',
  '/courses': firstPage('/api/courses/read', PUBLIC_PAGE_SIZE),
  '/blog': firstPage('/api/blog/read', PUBLIC_PAGE_SIZE),
  '/webinar': firstPage('/api/getwebinar', WEBINAR_PAGE_SIZE),
};

/**
 * The picture that is a page's largest paint (apps/web/src/features/landing/components/welcome-banner.tsx):
 * without a preload its download starts only once the page's script has drawn the <img>.
 */
const IMAGE_PRELOADS: Record<string, string> = {
  '/': '/images/hero-calm.svg',
};

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON safe inside <script>: no "</script>", "<!--" or line separators can end it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Writes a page's own title and description over the ones index.html ships. Every replacement that
 * carries text is a function: a string replacement reads `$&`, `` $` ``, `$'` and `$$` in a title
 * as patterns and splices copies of the document into the head.
 */
function withTitleAndDescription(html: string, head: PageHead): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${head.title} · ${BRAND_NAME}`)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, before: string, after: string) => `${before}${escapeHtml(head.description)}${after}`,
    );
}

export interface ShellPage {
  html: string;
  etag: string;
}

export const shellPage = (html: string): ShellPage => ({
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

/** Each page's head in Hindi and Marathi, written by the web build from its catalogues (vite.config.ts). */
function readLocalHeads(webDir: string): Partial<Record<AppLocale, Record<string, PageHead>>> {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDir, 'page-heads.json'), 'utf8')) as Partial<
      Record<AppLocale, Record<string, PageHead>>
    >;
  } catch {
    return {};
  }
}

/** The built shell in one language: index.html is English, index.hi.html Hindi (apps/web/vite.config.ts). */
function readShell(webDir: string, locale: AppLocale): string | undefined {
  const file = path.join(webDir, locale === BASE_LOCALE ? 'index.html' : `index.${locale}.html`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/** The Devanagari face's address (devanagari-face.json, written by the web build), if it wrote one. */
function readDevanagariFace(webDir: string): string | undefined {
  try {
    const { href } = JSON.parse(fs.readFileSync(path.join(webDir, 'devanagari-face.json'), 'utf8')) as {
      href?: unknown;
    };
    return typeof href === 'string' && /^\/assets\/[\w.-]+\.woff2$/.test(href) ? href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A Hindi or Marathi shell for a browser that holds the Devanagari face (decision 018): its root
 * names the face (apps/web/src/index.css) and it preloads it, from the cache, with the stylesheet,
 * so the first paint draws in it and nothing changes face after.
 */
const withDevanagariFace = (html: string, href: string) =>
  html
    .replace(/<html lang="(\w+)">/, '<html lang="$1" class="devanagari-face">')
    .replace(
      /<script type="module"|<\/head>/,
      `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>\n    $&`,
    );

/** Which shells a page path has: per language, and for Hindi and Marathi with and without the face. */
type ShellSet = { fallback: ShellPage; pages: Map<string, ShellPage> };

/**
 * index.html for every page path and language, built once at start: known pages get their own
 * title and description, modulepreload links for their chunk, so it downloads with the entry
 * script instead of after it has run (at the entry's low priority: the shell paints without them),
 * and a preload of the list they show. Paths match case-insensitively, as the web app's routes do.
 * The English shell's titles and descriptions are the contract's PAGE_HEADS; a Hindi or Marathi
 * shell's are the same pages' texts from the web app's catalogues (page-heads.json), or its
 * language's site-wide ones for a page that has none. A language the build did not write falls
 * back to English. A Hindi or Marathi shell draws in the Devanagari face when the visitor's cookie
 * names the face this build ships (DEVANAGARI_FACE_COOKIE), and in the device's face otherwise.
 */
export function buildShellPages(
  webDir: string,
): (pathname: string, locale?: AppLocale, faceCookie?: string | null) => ShellPage {
  const preloads = readRoutePreloads(webDir);
  const localHeads = readLocalHeads(webDir);
  const keys = new Set([...Object.keys(preloads), ...Object.keys(PAGE_HEADS), ...Object.keys(DATA_PRELOADS)]);
  const face = readDevanagariFace(webDir);
  const faceName = face?.slice(face.lastIndexOf('/') + 1);
  const shellsOf = (index: string, locale: AppLocale): ShellSet => {
    const pages = new Map<string, ShellPage>();
    for (const key of keys) {
      let html = index;
      const head: PageHead | undefined =
        locale === BASE_LOCALE ? (PAGE_HEADS as Record<string, PageHead>)[key] : localHeads[locale]?.[key];
      if (head) html = withTitleAndDescription(html, head);
      const links = (preloads[key] ?? [])
        .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
        .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`);
      const data = DATA_PRELOADS[key];
      // crossorigin: the same credentials mode as the app's fetch(), or the browser would not reuse it.
      if (data) links.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(data)}">`);
      const image = IMAGE_PRELOADS[key];
      if (image)
        links.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">`);
      if (links.length > 0) html = html.replace('</head>', () => `${links.join('\n    ')}\n  </head>`);
      pages.set(key, shellPage(html));
    }
    return { fallback: shellPage(index), pages };
  };
  const byLocale = new Map<AppLocale, ShellSet>();
  const withFace = new Map<AppLocale, ShellSet>();
  for (const locale of APP_LOCALES) {
    const index = readShell(webDir, locale);
    if (index === undefined) continue;
    byLocale.set(locale, shellsOf(index, locale));
    if (locale !== BASE_LOCALE && face)
      withFace.set(locale, shellsOf(withDevanagariFace(index, face), locale));
  }
  const base = byLocale.get(BASE_LOCALE) ?? { fallback: shellPage(''), pages: new Map<string, ShellPage>() };
  return (pathname, locale = BASE_LOCALE, faceCookie = null) => {
    const key = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
    const shells =
      (faceCookie !== null && faceCookie === faceName ? withFace.get(locale) : undefined) ??
      byLocale.get(locale) ??
      base;
    return shells.pages.get(key) ?? shells.fallback;
  };
}

/** What a post's page tells crawlers and link previews (apps/web/src/features/blogs/blog-post-page.tsx). */
export interface ArticleHead extends PageHead {
  /** The page's absolute address, its canonical one. */
  url: string;
  /** Absolute. */
  image: string;
  author: string;
  /** ISO 8601. */
  datePublished: string;
}

/**
 * The shell with a post's title, description, canonical address, Open Graph tags and JSON-LD
 * Article, every value escaped. The tags carry data-article-head so the page can replace them
 * when the reader moves to another post without a reload.
 */
export function withArticleHead(html: string, article: ArticleHead): ShellPage {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" data-article-head>`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(article.url)}" data-article-head>`,
    meta('og:type', 'article'),
    meta('og:title', article.title),
    meta('og:description', article.description),
    meta('og:url', article.url),
    meta('og:image', article.image),
    meta('og:site_name', BRAND_NAME),
    `<script type="application/ld+json" data-article-head>${scriptJson({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.description,
      author: { '@type': 'Person', name: article.author },
      datePublished: article.datePublished,
      image: [article.image],
      mainEntityOfPage: article.url,
      publisher: { '@type': 'Organization', name: BRAND_NAME },
    })}</script>`,
  ];
  return shellPage(
    withTitleAndDescription(html, article).replace('</head>', () => `${tags.join('\n    ')}\n  </head>`),
  );
}
