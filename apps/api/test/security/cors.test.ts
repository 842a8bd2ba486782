import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test-app.ts';
import { createUserWithToken, type TestUser } from '../users-fixture.ts';

// Only the web apps listed in CORS_ORIGINS may call the API from another origin; everyone else
// gets no CORS headers, so the browser keeps the answer from their page.

const LISTED = 'https://app.example';
const NOT_LISTED = [
  'https://evil.example',
  'http://app.example',
  'https://app.example.evil.example',
  'https://evilapp.example',
  'https://app.example:8443',
  'null',
];

const corsHeaders = (response: LightMyRequestResponse) =>
  Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));

describe('CORS', () => {
  let listed: TestApp;
  let sameOriginOnly: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    listed = await createTestApp({ CORS_ORIGINS: `${LISTED}, https://admin.example` });
    sameOriginOnly = await createTestApp();
    user = await createUserWithToken(listed);
  });
  afterAll(async () => {
    await listed.close();
    await sameOriginOnly.close();
  });

  const get = (t: TestApp, origin: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/userdetails', headers: { origin, ...headers } });
  const preflight = (t: TestApp, origin: string, method = 'POST') =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/blog/write',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('answers a listed origin with its own origin, a Bearer header allowed and no cookies', async () => {
    for (const origin of [LISTED, 'https://admin.example']) {
      const answer = await get(listed, origin, user.headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(String(answer.headers.vary)).toMatch(/origin/i);
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();

      const check = await preflight(listed, origin);
      expect(check.statusCode).toBe(204);
      expect(check.headers['access-control-allow-origin']).toBe(origin);
      expect(String(check.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(String(check.headers['access-control-allow-methods'])).toContain('POST');
      expect(check.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('gives any other origin no CORS headers, on answers and preflights', async () => {
    for (const origin of NOT_LISTED) {
      expect(corsHeaders(await get(listed, origin, user.headers)), origin).toEqual([]);
      // The preflight may list methods and headers; without Allow-Origin the browser still refuses.
      const check = await preflight(listed, origin);
      expect(check.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(check.headers['access-control-allow-credentials'], origin).toBeUndefined();
    }
  });

  it('refuses a method the API does not allow across origins', async () => {
    const check = await preflight(listed, LISTED, 'PATCH');
    expect(String(check.headers['access-control-allow-methods'] ?? '')).not.toContain('PATCH');
  });

  it('gives no origin CORS headers when CORS_ORIGINS is not set', async () => {
    for (const origin of [LISTED, ...NOT_LISTED]) {
      expect(corsHeaders(await get(sameOriginOnly, origin)), origin).toEqual([]);
      expect(corsHeaders(await preflight(sameOriginOnly, origin)), origin).toEqual([]);
    }
  });
});
