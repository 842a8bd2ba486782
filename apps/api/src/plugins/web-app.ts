import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { WEB_DIST_DIR } from '../paths.ts';
import { buildShellPages } from './web-app-pages.ts';

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

const buildSitemap = (appUrl: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((page) => `  <url><loc>${appUrl}${page === '/' ? '/' : page}</loc></url>`),
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

/** Hashed assets never change; the shell must be revalidated so a deploy is seen at once. */
const cacheControlFor = (filePath: string) => {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (filePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
};

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/auth/');

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * other GET that is not an API path answered with index.html so client routes survive a reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  appUrl: string,
  webDir = WEB_DIST_DIR,
): Promise<void> {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain').header('Cache-Control', 'public, max-age=3600').send(buildRobots(appUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml').header('Cache-Control', 'public, max-age=3600').send(buildSitemap(appUrl)),
  );

  const indexFile = path.join(webDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
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
  const sendShell = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    if (!shellFor) return reply.code(404).type('text/plain').send('Not found');
    const page = shellFor(pathname);
    reply.header('Cache-Control', 'no-cache').header('ETag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
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
    return sendShell(request, reply, pathname);
  });
}
