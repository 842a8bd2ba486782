import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { createUnreadyApp, type UnreadyApp } from './unready-app.ts';

// A 5xx tells the client that something went wrong and nothing about what: no message, stack,
// SQL, path or field of the failure.

const GENERIC = { message: 'Something went wrong. Please try again.', code: 'INTERNAL' };
const INSIDES = 'db-host.internal:5432 /srv/sukoon/secret-path.ts password=hunter2';

function expectGeneric5xx(response: LightMyRequestResponse, what: string, status = 500) {
  expect(response.statusCode, what).toBe(status);
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  expect(response.json(), what).toEqual(GENERIC);
  expect(response.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
}

describe('5xx answers', () => {
  let t: UnreadyApp;
  beforeAll(async () => {
    t = await createUnreadyApp();
    const failWith = (error: unknown) => () => {
      throw error;
    };
    t.app.get('/api/test/throws', failWith(new Error(`connect ECONNREFUSED ${INSIDES}`)));
    t.app.get('/api/test/throws-503', failWith(Object.assign(new Error(INSIDES), { statusCode: 503 })));
    t.app.get('/api/test/throws-text', failWith(INSIDES));
    t.app.get('/api/test/rejects-later', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new TypeError(`Cannot read properties of undefined (reading '${INSIDES}')`);
    });
    t.app.get(
      '/api/test/wrong-shape',
      { schema: { response: { 200: z.object({ name: z.string() }) } } },
      () => ({ name: 42, passwordHash: INSIDES }),
    );
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('answers a thrown error, a failed promise and a broken response shape with the generic message', async () => {
    for (const url of [
      '/api/test/throws',
      '/api/test/throws-503',
      '/api/test/throws-text',
      '/api/test/rejects-later',
      '/api/test/wrong-shape',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      // A 503 keeps its honest status (try again later), never its message.
      expectGeneric5xx(response, url, url.endsWith('-503') ? 503 : 500);
      expect(response.body, url).not.toContain('hunter2');
    }
  });

  it('answers the generic message when the database is gone, and keeps serving', async () => {
    await t.closeDatabase();
    const calls = [
      { method: 'GET' as const, url: '/api/health' },
      { method: 'GET' as const, url: '/api/blog/read' },
      {
        method: 'POST' as const,
        url: '/api/login',
        payload: { emailorphone: 'a@example.in', password: 'a password' },
      },
      { method: 'POST' as const, url: '/api/forgot-password', payload: { email: 'a@example.in' } },
    ];
    for (const call of calls) {
      const response = await t.app.inject(call);
      expectGeneric5xx(response, call.url);
      expect(response.body).not.toMatch(/select|insert|PGlite|closed|ECONN|at /i);
    }
    // Client errors still say what is wrong.
    const bad = await t.app.inject({ method: 'POST', url: '/api/login', payload: { emailorphone: '' } });
    expect(bad.statusCode).toBe(400);
  });
});
