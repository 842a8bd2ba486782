import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { WEB_DIST_DIR } from '../paths.ts';
import {
  BLOG_SLUG_PATTERN,
  PUBLIC_PAGE_SIZE,
  WEBINAR_PAGE_SIZE,
  pageCount,
  type Blog,
} from '@sukoon/contract';
import {
  BASE_LOCALE,
  DEVANAGARI_FACE_COOKIE,
  cookieValue,
  localeFromAcceptLanguage,
  localeFromCookie,
  type AppLocale,
} from '@sukoon/contract/languages';
import { buildShellPages, withArticleHead, type ShellPage } from './web-app-pages.ts';

/** What the server asks about blog posts to write their pages' heads and the sitemap. */
export interface BlogPosts {
  /** A live post by its slug, or undefined. */
  find(slug: string): Promise<Blog | undefined>;
  /** Every live post's slug. */
  slugs(): Promise<string[]>;
}

/** The public pages a search engine should know; user and admin pages stay out. */
const PUBLIC_PAGES = [
  '/',
  '/aboutus',
  '/counsellors',
  '/courses',
  '/blog',
  '/Webinar',
  '/contact',
  '/help',
  '/booknow',
  '/cookiepolicy',
  '/privacy-policy',
  '/terms-conditions',
  '/refund-cancellation',
  '/disclaimer-policy',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A post's own address (apps/web/src/app/router.tsx: blog/:slug). */
const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** How many live items the paged public lists hold: how many pages of each the sitemap names. */
export interface ListSizes {
  courses(): Promise<number>;
  webinars(): Promise<number>;
}

/**
 * The pages after the first of a list the web app shows a page at a time (`/blog?page=2`...): a
 * dozen posts or courses, five webinars.
 */
const laterPages = (path: string, total: number, size = PUBLIC_PAGE_SIZE) =>
  Array.from({ length: pageCount(total, size) - 1 }, (_, index) => `${path}?page=${index + 2}`);

const buildSitemap = (appUrl: string, postSlugs: string[], courseCount: number, webinarCount: number) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[
      ...PUBLIC_PAGES,
      ...laterPages('/blog', postSlugs.length),
      ...laterPages('/courses', courseCount),
      ...laterPages('/Webinar', webinarCount, WEBINAR_PAGE_SIZE),
      ...postSlugs.map(blogPostPath),
    ].map((page) => `  <url><loc>${escapeXml(`${appUrl}${page}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

const buildRobots = (appUrl: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /adminpanel',
    'Disallow: /admin-home',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');

/**
 * Hashed assets never change; the shell must be revalidated so a deploy is seen at once, and so
 * must the service worker and the manifest, which name what the installed app runs.
 */
const cacheControlFor = (filePath: string) => {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  // A file may be sent as its pre-compressed copy (.br, .gz).
  if (/(\.html|[\\/]sw\.js|[\\/]manifest\.webmanifest)(\.br|\.gz)?$/.test(filePath)) return 'no-cache';
  return 'public, max-age=3600';
};

/** An absolute address for a picture: posts may name one on this site (/images/...). */
const absoluteUrl = (appUrl: string, link: string) =>
  /^https?:\/\//i.test(link) ? link : `${appUrl}${link}`;

const BLOG_POST_PATH = /^\/blog\/([^/]+)\/?$/i;

/**
 * The language of the shell a visitor gets (decision 018): the one they chose (the web app's
 * cookie), else the first of their browser's languages we speak, else English. An unknown value
 * in either is ignored.
 */
export const shellLocale = (request: FastifyRequest): AppLocale =>
  localeFromCookie(request.headers.cookie) ??
  localeFromAcceptLanguage(request.headers['accept-language']) ??
  BASE_LOCALE;

/** Which Devanagari face the visitor's browser holds, as the web app recorded it (decision 018). */
const devanagariFaceCookie = (request: FastifyRequest): string | null =>
  cookieValue(request.headers.cookie, DEVANAGARI_FACE_COOKIE);

/** The shell differs by these request headers, so a shared cache keeps one copy per language (and face). */
const SHELL_VARY = 'Accept-Language, Cookie';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/auth/');

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * other GET that is not an API path answered with index.html so client routes survive a reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  appUrl: string,
  posts: BlogPosts,
  lists: ListSizes,
  webDir = WEB_DIST_DIR,
): Promise<void> {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain').header('Cache-Control', 'public, max-age=3600').send(buildRobots(appUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml')
      .header('Cache-Control', 'public, max-age=3600')
      .send(buildSitemap(appUrl, ...(await Promise.all([posts.slugs(), lists.courses(), lists.webinars()])))),
  );

  const indexFile = path.join(webDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      // A page view fetches a dozen files: two `info` lines each would bury what matters. A
      // missing or unreadable file still logs; LOG_LEVEL=debug shows them all.
      logLevel: app.log.level === 'trace' ? 'trace' : app.log.level === 'debug' ? 'debug' : 'warn',
      root: webDir,
      // One wildcard route, so explicit routes (robots.txt, sitemap.xml, /api) always win over files.
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header('Cache-Control', cacheControlFor(filePath));
      },
    });
  }

  const shellFor = hasWebApp ? buildShellPages(webDir) : undefined;
  /** The shell for this page path; revalidated on every visit, answered 304 when unchanged. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: ShellPage) => {
    reply.header('Cache-Control', 'no-cache').header('Vary', SHELL_VARY).header('ETag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };
  const sendShell = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    if (!shellFor) return reply.code(404).type('text/plain').send('Not found');
    return sendPage(request, reply, shellFor(pathname, shellLocale(request), devanagariFaceCookie(request)));
  };
  /**
   * A post's page carries its own head, so a link preview or a crawler that runs no script sees
   * the post; an unknown post answers the shell (which shows "not found") with a 404.
   */
  const sendBlogPost = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    slug: string,
  ) => {
    if (!shellFor) return reply.code(404).type('text/plain').send('Not found');
    const shell = shellFor(pathname, shellLocale(request), devanagariFaceCookie(request));
    const post = BLOG_SLUG_PATTERN.test(slug.toLowerCase())
      ? await posts.find(slug.toLowerCase())
      : undefined;
    if (!post) {
      return reply.code(404).header('Vary', SHELL_VARY).type('text/html; charset=utf-8').send(shell.html);
    }
    const url = `${appUrl}${blogPostPath(post.slug)}`;
    return sendPage(
      request,
      reply,
      withArticleHead(shell.html, {
        title: post.title,
        description: post.shortDescription,
        url,
        image: absoluteUrl(appUrl, post.image),
        author: post.author,
        datePublished: post.date,
      }),
    );
  };

  if (hasWebApp) app.get('/', { schema: { hide: true } }, (request, reply) => sendShell(request, reply, '/'));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: `No such API route: ${request.method} ${pathname}` });
    }
    // A missing file with an extension is a real 404, not a page.
    if (!hasWebApp || path.extname(pathname) !== '') {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const post = BLOG_POST_PATH.exec(pathname);
    if (post?.[1]) return sendBlogPost(request, reply, pathname, post[1]);
    return sendShell(request, reply, pathname);
  });
}
