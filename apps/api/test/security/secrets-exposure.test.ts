import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { WEB_DIST_DIR } from '../../src/paths.ts';

// What anyone can download, the built web app and the public API answers, holds no secret.

/** Shapes of secrets that must never be shipped, whoever's they are. */
const SECRET_PATTERNS: [string, RegExp][] = [
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a Razorpay live key id', /rzp_live_[A-Za-z0-9]{8,}/],
  ['a password hash', /\$argon2(?:id|i|d)\$/],
  ['a database URL with a password', /postgres(?:ql)?:\/\/[^\s"'/:@]+:[^\s"'/@]+@/],
  ['an SMTP URL with a password', /smtps?:\/\/[^\s"'/:@]+:[^\s"'/@]+@/],
  ['a Redis URL with a password', /rediss?:\/\/[^\s"'/@]*:[^\s"'/@]+@/],
  ['a Google client secret', /GOCSPX-[A-Za-z0-9_-]{10,}/],
  ['an AWS access key', /AKIA[0-9A-Z]{16}/],
  ['a GitHub token', /gh[pousr]_[A-Za-z0-9]{30,}/],
  [
    'the name of a server-side secret',
    /JWT_SECRET|RAZORPAY_KEY_SECRET|RAZORPAY_WEBHOOK_SECRET|GOOGLE_CLIENT_SECRET|ADMIN_PASSWORD/,
  ],
  ['a generated secrets file', /simulatedKeySecret|simulatedWebhookSecret|jwtSecret/],
];

/** Secret values this machine knows of: the environment's and those generated into data dirs. */
function knownSecretValues(): [string, string][] {
  const values: [string, string][] = [];
  for (const name of [
    'JWT_SECRET',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
    'GOOGLE_CLIENT_SECRET',
    'ADMIN_PASSWORD',
  ]) {
    const value = process.env[name];
    if (value && value.length >= 8) values.push([name, value]);
  }
  const repo = path.resolve(WEB_DIST_DIR, '../../..');
  for (const dataDir of [
    path.join(repo, 'data'),
    path.join(repo, 'apps/api/data'),
    path.join(repo, '.tmp/e2e/data'),
  ]) {
    const file = path.join(dataDir, 'secrets.json');
    if (!fs.existsSync(file)) continue;
    const generated = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [name, value] of Object.entries(generated)) {
      if (!/keyid/i.test(name)) values.push([`${name} in ${file}`, value]);
    }
  }
  return values;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every hit of a pattern or a value in a text, named. */
function findSecrets(text: string, values: [string, string][]): string[] {
  const found = SECRET_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  return [...found, ...values.filter(([, value]) => text.includes(value)).map(([name]) => name)];
}

describe('the built web app', () => {
  it('ships no secret, no source map and no inline script', () => {
    if (!fs.existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
      throw new Error(`${WEB_DIST_DIR} has no index.html: run npm run build first`);
    }
    const files = filesUnder(WEB_DIST_DIR);
    const values = knownSecretValues();
    const leaks = files.flatMap((file) => {
      if (/\.(png|jpe?g|webp|gif|ico|woff2?|br|gz)$/.test(file)) return [];
      return findSecrets(fs.readFileSync(file, 'utf8'), values).map(
        (what) => `${path.relative(WEB_DIST_DIR, file)}: ${what}`,
      );
    });
    expect(leaks).toEqual([]);
    expect(files.filter((file) => file.endsWith('.map') || path.basename(file).startsWith('.env'))).toEqual(
      [],
    );
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);

    // The CSP allows no inline script, so the shell must not need one.
    const shell = fs.readFileSync(path.join(WEB_DIST_DIR, 'index.html'), 'utf8');
    const inlineScripts = [...shell.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attributes = '', body = '']) => !/\bsrc=/.test(attributes) && body.trim() !== '',
    );
    expect(inlineScripts).toEqual([]);
    expect(shell).not.toMatch(/\son[a-z]+\s*=/i);
  });
});

describe('public API answers', () => {
  let t: TestApp;
  let razorpay: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    razorpay = await createTestApp({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_publicKeyId',
      RAZORPAY_KEY_SECRET: 'razorpay key secret value 0123456789',
      RAZORPAY_WEBHOOK_SECRET: 'razorpay webhook secret value 0123456789',
      GOOGLE_CLIENT_ID: 'google-client-id.apps.example',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-google-client-secret-value',
    });
  });
  afterAll(async () => {
    await t.close();
    await razorpay.close();
  });

  it('carry the public key id and nothing secret', async () => {
    for (const app of [t, razorpay]) {
      const { config } = app;
      const values: [string, string][] = [
        ['the JWT secret', config.jwtSecret],
        ['the payment key secret', config.payment.keySecret],
        ['the webhook secret', config.payment.webhookSecret],
        ...(config.google?.clientSecret
          ? [['the Google client secret', config.google.clientSecret] as [string, string]]
          : []),
      ];
      for (const url of [
        '/api/config',
        '/api/getkey',
        '/api/health',
        '/api/docs/json',
        '/robots.txt',
        '/sitemap.xml',
      ]) {
        const answer = await app.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(200);
        expect(findSecrets(answer.body, values), url).toEqual([]);
      }
      const key = await app.app.inject({ method: 'GET', url: '/api/getkey' });
      expect(key.json()).toEqual({ key: config.payment.keyId });
    }
  });
});
