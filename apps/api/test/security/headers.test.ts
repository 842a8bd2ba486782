import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test-app.ts';
import { OPERATOR_DETAILS } from '../../src/config/env-test-kit.ts';

// Every answer, API or page, carries the protective headers: a CSP that runs only our own scripts
// (none at all for an API answer) and lets no one frame us, nosniff, a Referrer-Policy, and
// nothing about the server.

const SAFE_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
const UNSAFE_SCRIPT_SOURCES = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  '*',
  'data:',
  'http:',
  'https:',
  'blob:',
];

/** The CSP as directive name → sources. */
function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, 'one Content-Security-Policy header').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function expectProtectiveHeaders(response: LightMyRequestResponse, what: string) {
  const csp = parseCsp(response.headers['content-security-policy']);
  // Without script-src, default-src governs scripts.
  const scriptSources = csp.get('script-src') ?? csp.get('default-src');
  expect(scriptSources, `${what}: script-src or default-src`).toBeDefined();
  for (const source of UNSAFE_SCRIPT_SOURCES) {
    expect(scriptSources, `${what}: script-src ${source}`).not.toContain(source);
    expect(csp.get('script-src-elem') ?? [], `${what}: script-src-elem ${source}`).not.toContain(source);
    expect(csp.get('script-src-attr') ?? [], `${what}: script-src-attr ${source}`).not.toContain(source);
  }
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(
    csp.get('base-uri')?.every((source) => ["'self'", "'none'"].includes(source)),
    `${what}: base-uri`,
  ).toBe(true);
  expect(response.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(SAFE_REFERRER_POLICIES, `${what}: Referrer-Policy`).toContain(response.headers['referrer-policy']);
  expect(response.headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY');
  expect(response.headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
  expect(response.headers.server, `${what}: Server`).toBeUndefined();
}

describe('security headers', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-headers-web-'));
  let t: TestApp;
  let razorpay: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Sukoon</title><script type="module" src="/assets/app-1.js"></script>',
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'app-1.js'), 'console.log("app");');
    t = await createTestApp({}, { webDir });
    razorpay = await createTestApp(
      {
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_headers',
        RAZORPAY_KEY_SECRET: 'a key secret for the headers test',
        RAZORPAY_WEBHOOK_SECRET: 'a webhook secret for the headers test',
      },
      { webDir },
    );
    https = await createTestApp(
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
    await Promise.all([t.close(), razorpay.close(), https.close()]);
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const answers = (app: TestApp) =>
    Promise.all(
      [
        ['an API answer', 'GET', '/api/health'],
        ['a public list', 'GET', '/api/blog/read'],
        ['the HTML shell', 'GET', '/'],
        ['a page path (the shell again)', 'GET', '/courses'],
        ['a script', 'GET', '/assets/app-1.js'],
        ['a 401', 'GET', '/api/userdetails'],
        ['a 404 API path', 'GET', '/api/no-such-thing'],
        ['a 400', 'POST', '/api/login'],
        ['the API docs', 'GET', '/api/docs'],
        ['the OpenAPI document', 'GET', '/api/docs/json'],
        ['robots.txt', 'GET', '/robots.txt'],
      ].map(async ([what = '', method = 'GET', url = '']) => ({
        what,
        response: await app.app.inject({ method: method as 'GET' | 'POST', url }),
      })),
    );

  it('puts them on API answers, errors, the HTML shell, scripts and the docs', async () => {
    for (const { what, response } of await answers(t)) {
      expect(response.statusCode, what).toBeLessThan(500);
      expectProtectiveHeaders(response, what);
    }
    const shell = await t.app.inject({ method: 'GET', url: '/' });
    expect(shell.headers['content-type']).toMatch(/^text\/html/);
    expect(shell.body).toContain('<title>Sukoon</title>');
  });

  it('lets an API answer run and load nothing, and keeps the page-only headers for pages and the docs', async () => {
    const pageOnly = [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    for (const url of ['/api/health', '/api/blog/read', '/api/userdetails', '/api/no-such-thing']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(parseCsp(headers['content-security-policy']).get('default-src'), url).toEqual(["'none'"]);
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const name of pageOnly) expect(headers[name], `${url}: ${name}`).toBeUndefined();
    }
    for (const url of ['/', '/courses', '/api/docs', '/assets/app-1.js']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(parseCsp(headers['content-security-policy']).get('default-src'), url).toEqual(["'self'"]);
      for (const name of pageOnly) expect(headers[name], `${url}: ${name}`).toBeDefined();
    }
  });

  it('adds only Razorpay’s checkout to script-src when Razorpay is on, still without unsafe sources', async () => {
    for (const { what, response } of await answers(razorpay)) expectProtectiveHeaders(response, what);
    const csp = parseCsp(
      (await razorpay.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(csp.get('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
    const simulated = parseCsp(
      (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(simulated.get('script-src')).toEqual(["'self'"]);
  });

  it('adds HSTS and upgrades requests only when the app is served over HTTPS', async () => {
    for (const { what, response } of await answers(https)) {
      expectProtectiveHeaders(response, what);
      expect(response.headers['strict-transport-security'], what).toMatch(/max-age=\d{7,}/);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
  it('allows the camera and microphone on the session room page only', async () => {
    for (const url of ['/', '/courses', '/session', '/session/abc/extra', '/sessions/abc']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['permissions-policy'], url).toContain('camera=()');
      expect(headers['permissions-policy'], url).toContain('microphone=()');
    }
    for (const url of ['/session/0b9c1c6e-0000-4000-8000-000000000001', '/session/abc?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['permissions-policy'], url).toContain('camera=(self)');
      expect(response.headers['permissions-policy'], url).toContain('microphone=(self)');
      // Its signal socket is same-origin: connect-src 'self' covers ws: and wss:.
      expect(parseCsp(response.headers['content-security-policy']).get('connect-src'), url).toEqual([
        "'self'",
      ]);
      expectProtectiveHeaders(response, url);
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['permissions-policy']).toBeUndefined();
  });

  it('lets the session room page, and no other, load and frame the Jitsi server', async () => {
    const jitsi = await createTestApp(
      {
        MEETING_PROVIDER: 'jitsi',
        JITSI_DOMAIN: 'meet.example.org',
        JITSI_APP_ID: 'sukoon',
        JITSI_APP_SECRET: 'a jitsi app secret for the headers test, long enough',
      },
      { webDir },
    );
    try {
      const room = await jitsi.app.inject({ method: 'GET', url: '/session/abc' });
      const csp = parseCsp(room.headers['content-security-policy']);
      expect(csp.get('script-src')).toContain('https://meet.example.org');
      expect(csp.get('frame-src')).toContain('https://meet.example.org');
      expect(room.headers['permissions-policy']).toContain('camera=(self "https://meet.example.org")');
      expectProtectiveHeaders(room, 'the Jitsi room page');
      const home = await jitsi.app.inject({ method: 'GET', url: '/' });
      expect(home.headers['content-security-policy']).not.toContain('meet.example.org');
      expect(home.headers['permissions-policy']).toContain('camera=()');
    } finally {
      await jitsi.close();
    }
  });
});
