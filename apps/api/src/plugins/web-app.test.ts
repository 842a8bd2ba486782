import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('serving the web app', () => {
  let t: TestApp;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-web-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Sukoon shell</title>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), script);
    fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
    t = await createTestApp({ APP_URL: 'https://sukoon.example' }, { webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers every page path with the app shell, never cached', async () => {
    for (const url of ['/', '/courses', '/courseInfo/abc', '/admin/courses', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Sukoon shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
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
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing' })).json()).toEqual({
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
    expect(sitemap.body).not.toContain('admin');
  });
});
