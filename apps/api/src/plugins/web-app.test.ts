import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '@sukoon/contract';
import { insertWebinar } from '../../test/purchase-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUserWithToken } from '../../test/users-fixture.ts';
import { OPERATOR_DETAILS } from '../config/env-test-kit.ts';

describe('serving the web app', () => {
  let t: TestApp;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-web-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>Sukoon shell</title><meta name="description" content="The home page">' +
        '</head><body><div id="root">shell</div></body></html>',
    );
    // The build's shells in Hindi and Marathi (apps/web/vite.config.ts), beside the English one.
    fs.writeFileSync(
      path.join(webDir, 'index.hi.html'),
      '<!doctype html><html lang="hi"><head><title>सुकून शेल</title><meta name="description" content="होम पेज">' +
        '</head><body><div id="root">हिन्दी शेल</div></body></html>',
    );
    fs.writeFileSync(
      path.join(webDir, 'index.mr.html'),
      '<!doctype html><html lang="mr"><head><title>सुकून शेल</title><meta name="description" content="मुख्य पान">' +
        '</head><body><div id="root">मराठी शेल</div></body></html>',
    );
    // Their pages' titles and descriptions, from the web app's catalogues (apps/web/vite.config.ts).
    fs.writeFileSync(
      path.join(webDir, 'page-heads.json'),
      JSON.stringify({
        hi: { '/courses': { title: 'कोर्स', description: 'विशेषज्ञों के वीडियो कोर्स' } },
        mr: { '/aboutus': { title: 'आमच्याविषयी', description: 'आम्ही कोण आहोत & <काय> करतो' } },
      }),
    );
    fs.writeFileSync(
      path.join(webDir, 'devanagari-face.json'),
      JSON.stringify({ href: '/assets/noto-sans-devanagari-abc1.woff2' }),
    );
    fs.writeFileSync(
      path.join(webDir, 'route-preloads.json'),
      JSON.stringify({
        '/': ['/assets/home-1.js'],
        '/courses': ['/assets/courses-1.js', '/assets/card-1.js'],
      }),
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), script);
    fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
    t = await createTestApp(
      {
        APP_URL: 'https://sukoon.example',
        ALLOW_SIMULATED_PAYMENTS: 'true',
        ALLOW_OUTBOX_MAIL: 'true',
        ...OPERATOR_DETAILS,
      },
      { webDir },
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers every page path with the app shell, never cached', async () => {
    for (const url of ['/', '/courses', '/courseInfo/abc', '/admin/courses', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root">shell</div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('gives known pages their own title, description and chunk preloads, ignoring case', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<title>Sukoon shell</title>');
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-1.js">',
    );
    for (const url of ['/courses', '/Courses/', '/courses?category=Career']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<title>Courses · Sukoon</title>');
      expect(res.body, url).toMatch(/<meta name="description" content="Expert-led video courses[^"]*">/);
      expect(res.body, url).toContain('href="/assets/courses-1.js"');
      expect(res.body, url).toContain('href="/assets/card-1.js"');
      expect(res.body, url).not.toContain('home-1.js');
      // The first page, as the course page asks for it: never the whole list.
      expect(res.body, url).toContain(
        '<link rel="preload" as="fetch" crossorigin href="/api/courses/read?limit=12&amp;page=1">',
      );
    }
    const webinars = await t.app.inject({ method: 'GET', url: '/Webinar' });
    expect(webinars.body).toContain('<title>Webinars · Sukoon</title>');
    expect(webinars.body).toContain('href="/api/getwebinar?limit=5&amp;page=1"');
    expect(home.body).not.toContain('as="fetch"');
    // The landing page's picture is its largest paint: it downloads with the shell.
    expect(home.body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/hero-calm.svg">',
    );
    expect(webinars.body).not.toContain('as="image"');
    const other = await t.app.inject({ method: 'GET', url: '/courseInfo/abc' });
    expect(other.body).toContain('<title>Sukoon shell</title>');
    expect(other.body).not.toContain('modulepreload');
  });

  describe('the shell’s language', () => {
    const shellOf = async (headers: Record<string, string>, url = '/') => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toBe('Accept-Language, Cookie');
      return /<div id="root">([^<]*)<\/div>/.exec(res.body)?.[1];
    };

    it('is English without a choice or a browser language we speak', async () => {
      expect(await shellOf({})).toBe('shell');
      expect(await shellOf({ 'accept-language': 'de-DE,de;q=0.9,fr;q=0.8' })).toBe('shell');
    });

    it('follows the browser’s first language we speak, by its q order', async () => {
      expect(await shellOf({ 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.8' })).toBe('मराठी शेल');
      expect(await shellOf({ 'accept-language': 'de;q=1, en;q=0.5, hi;q=0.8' })).toBe('हिन्दी शेल');
      expect(await shellOf({ 'accept-language': 'en-GB,hi;q=0.9' })).toBe('shell');
    });

    it('follows the chosen language’s cookie over the browser’s languages', async () => {
      expect(await shellOf({ cookie: 'sukoon-language=hi', 'accept-language': 'mr-IN' })).toBe('हिन्दी शेल');
      expect(await shellOf({ cookie: 'theme=dark; sukoon-language=en', 'accept-language': 'mr' })).toBe(
        'shell',
      );
      expect(await shellOf({ cookie: 'a=1;sukoon-language=mr', 'accept-language': 'en' }, '/courses')).toBe(
        'मराठी शेल',
      );
    });

    it('ignores an unknown language in the cookie or the header', async () => {
      expect(await shellOf({ cookie: 'sukoon-language=fr', 'accept-language': 'hi' })).toBe('हिन्दी शेल');
      expect(await shellOf({ cookie: 'sukoon-language=<script>' })).toBe('shell');
      expect(await shellOf({ 'accept-language': ';;q=x,,' })).toBe('shell');
    });

    it('writes the page’s own title and description in the shell’s language, the site-wide ones where it has none', async () => {
      const page = async (url: string, headers: Record<string, string> = {}) => {
        const { body } = await t.app.inject({ method: 'GET', url, headers });
        return {
          title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
          description: /<meta name="description" content="([^"]*)"/.exec(body)?.[1],
        };
      };
      expect(await page('/AboutUs', { 'accept-language': 'mr' })).toEqual({
        title: 'आमच्याविषयी · Sukoon',
        description: 'आम्ही कोण आहोत &amp; &lt;काय&gt; करतो',
      });
      expect(await page('/courses', { cookie: 'sukoon-language=hi' })).toEqual({
        title: 'कोर्स · Sukoon',
        description: 'विशेषज्ञों के वीडियो कोर्स',
      });
      expect(await page('/courses', { 'accept-language': 'mr' })).toEqual({
        title: 'सुकून शेल',
        description: 'मुख्य पान',
      });
      expect(await page('/aboutus')).toEqual({
        title: 'About us · Sukoon',
        description:
          'Who we are: Sukoon offers private online counselling, courses and webinars from qualified counsellors across India.',
      });
      expect((await page('/courses', { 'accept-language': 'en' })).title).toBe('Courses · Sukoon');
    });

    it('keeps the page’s chunk preloads in every language and one ETag per language', async () => {
      const hindi = await t.app.inject({
        method: 'GET',
        url: '/courses',
        headers: { cookie: 'sukoon-language=hi' },
      });
      const english = await t.app.inject({ method: 'GET', url: '/courses' });
      expect(hindi.body).toContain('href="/assets/courses-1.js"');
      expect(hindi.body).toContain('<title>कोर्स · Sukoon</title>');
      expect(hindi.headers.etag).not.toBe(english.headers.etag);
      const unknownPost = await t.app.inject({
        method: 'GET',
        url: '/blog/no-such-post',
        headers: { 'accept-language': 'mr' },
      });
      expect(unknownPost.statusCode).toBe(404);
      expect(unknownPost.body).toContain('मराठी शेल');
      expect(unknownPost.headers.vary).toBe('Accept-Language, Cookie');
    });
  });

  it('draws Hindi and Marathi in the device’s face until the browser holds ours, then preloads it', async () => {
    const shell = (cookie: string, url = '/') => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const preload =
      '<link rel="preload" href="/assets/noto-sans-devanagari-abc1.woff2" as="font" type="font/woff2" crossorigin>';
    const firstVisit = await shell('sukoon-language=hi');
    expect(firstVisit.body).toContain('<html lang="hi">');
    expect(firstVisit.body).not.toContain('noto-sans-devanagari');

    const held = await shell('sukoon-language=hi; sukoon-devanagari-face=noto-sans-devanagari-abc1.woff2');
    expect(held.body).toContain('<html lang="hi" class="devanagari-face">');
    expect(held.body).toContain(preload);
    expect(held.headers.etag).not.toBe(firstVisit.headers.etag);
    const marathiCourses = await shell(
      'sukoon-devanagari-face=noto-sans-devanagari-abc1.woff2; sukoon-language=mr',
      '/courses',
    );
    expect(marathiCourses.body).toContain('<html lang="mr" class="devanagari-face">');
    expect(marathiCourses.body).toContain(preload);

    // A face from an earlier build is not in this one's cache; English never draws Devanagari.
    const earlierFace = await shell(
      'sukoon-language=hi; sukoon-devanagari-face=noto-sans-devanagari-old0.woff2',
    );
    expect(earlierFace.body).toBe(firstVisit.body);
    const english = await shell('sukoon-devanagari-face=noto-sans-devanagari-abc1.woff2');
    expect(english.body).toContain('<div id="root">shell</div>');
    expect(english.body).not.toContain('noto-sans-devanagari');
  });

  it('answers a shell the browser already has with 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/blog' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/blog',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherPage = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'if-none-match': String(etag) },
    });
    expect(otherPage.statusCode).toBe(200);
  });

  it('serves hashed assets immutable and pre-compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('keeps API paths, missing files and non-GET requests out of the fallback', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing' })).json()).toMatchObject({
      message: 'No such API route: GET /api/nothing',
    });
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/courses' })).statusCode).toBe(404);
  });

  it('has a real robots.txt and sitemap.xml with absolute URLs', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Sitemap: https://sukoon.example/sitemap.xml');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>https://sukoon.example/courses</loc>');
    expect(sitemap.body).toContain('<loc>https://sukoon.example/counsellors</loc>');
    expect(sitemap.body).not.toContain('admin');
  });

  it('lists the later pages of /blog and /courses in the sitemap, a dozen items a page', async () => {
    const admin = await createUserWithToken(t, 'admin');
    const before = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(before.body).not.toContain('/blog?page=2');
    for (let n = 1; n <= 13; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/blog/write',
        headers: admin.headers,
        payload: {
          title: `Paged post ${n}`,
          content: 'Words.',
          author: 'Dr. Test',
          image: 'https://cdn.example.com/p.png',
          category: 'Couple',
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>https://sukoon.example/blog?page=2</loc>');
    expect(sitemap.body).not.toContain('/courses?page=2');
  });

  it('lists the later pages of /Webinar in the sitemap, five webinars a page', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(before.body).not.toContain('/Webinar?page=2');
    const start = Date.parse('2030-01-01T10:00:00.000Z');
    for (let n = 1; n <= 6; n++) await insertWebinar(t, new Date(start + n * 86_400_000));
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>https://sukoon.example/Webinar?page=2</loc>');
    expect(sitemap.body).not.toContain('/Webinar?page=3');
  });

  describe('a blog post’s own page', () => {
    const title = 'Fear </script><script>alert("x")</script> & "quotes"';
    let post: Blog;
    beforeAll(async () => {
      const admin = await createUserWithToken(t, 'admin');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/blog/write',
        headers: admin.headers,
        payload: {
          title,
          content: 'First paragraph about <b>fear</b>.\n\nSecond paragraph.',
          shortDescription: 'Why fear <em>shouts</em> & how to answer it',
          author: 'Ananya "Annie" Rao',
          image: '/images/blog-default.svg',
          category: 'Anxiety',
        },
      });
      expect(res.statusCode).toBe(201);
      post = res.json<Blog>();
    });

    it('has the post’s title, description, canonical, Open Graph tags and JSON-LD, all escaped', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/blog/${post.slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const url = `https://sukoon.example/blog/${post.slug}`;
      const escapedTitle =
        'Fear &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;';
      expect(res.body).toContain(`<title>${escapedTitle} · Sukoon</title>`);
      expect(res.body).toContain(
        '<meta name="description" content="Why fear &lt;em&gt;shouts&lt;/em&gt; &amp; how to answer it">',
      );
      expect(res.body).toContain(`<link rel="canonical" href="${url}" data-article-head>`);
      expect(res.body).toContain('<meta property="og:type" content="article" data-article-head>');
      expect(res.body).toContain(`<meta property="og:title" content="${escapedTitle}" data-article-head>`);
      expect(res.body).toContain(`<meta property="og:url" content="${url}" data-article-head>`);
      expect(res.body).toContain(
        '<meta property="og:image" content="https://sukoon.example/images/blog-default.svg" data-article-head>',
      );
      expect(res.body).toContain('<meta property="og:description" content="Why fear &lt;em&gt;shouts');
      // Only the page's own script tags: the title's "</script>" never ends the JSON-LD early.
      expect(res.body.match(/<script/g)).toHaveLength(1);
      const jsonLd = /<script type="application\/ld\+json" data-article-head>(.*?)<\/script>/s.exec(
        res.body,
      )?.[1];
      expect(jsonLd).toBeDefined();
      expect(jsonLd).not.toMatch(/[<>]/);
      expect(JSON.parse(jsonLd ?? '')).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: title,
        author: { '@type': 'Person', name: 'Ananya "Annie" Rao' },
        datePublished: post.date,
        image: ['https://sukoon.example/images/blog-default.svg'],
      });
      expect(res.body).toContain('<div id="root">shell</div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('answers an unknown post with the shell and a 404', async () => {
      for (const url of ['/blog/no-such-post', '/blog/%3Cscript%3E', '/blog/Not_A_Slug']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.body, url).toContain('<div id="root">shell</div>');
        expect(res.body, url).not.toContain('og:title');
      }
      expect((await t.app.inject({ method: 'GET', url: '/blog' })).statusCode).toBe(200);
    });

    it('is listed in sitemap.xml', async () => {
      const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.body).toContain(`<loc>https://sukoon.example/blog/${post.slug}</loc>`);
    });
  });
});
