import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test-app.ts';
import { createUserWithToken, type TestUser } from '../users-fixture.ts';
import { insertCourse } from '../purchase-fixture.ts';
import { ROUTE_POLICY } from './route-policy.ts';
import { BODY_TARGETS, NOBODY, NOT_JSON_BODY, TABLES, type Caller, type TableName } from './fuzz-targets.ts';
import {
  ANY_TEXT,
  bodyArbitrary,
  encodeText,
  evilId,
  evilString,
  expectSafeAnswer,
} from './fuzz-arbitraries.ts';

// Whatever a client sends — wrong types, extra fields that try to set a role or a price, poisoned
// prototypes, huge or strange strings, arrays, null — the API answers a 4xx `{ message }` (or does
// the valid thing), never a 5xx or a stack trace, and never writes a row it should not.
// fast-check picks a new seed each run and prints it with the smallest failing input.

const RUNS = 50;

describe('fuzzing every JSON route', () => {
  let t: TestApp;
  const callers = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp();
    callers.user = await createUserWithToken(t, 'user');
    callers.admin = await createUserWithToken(t, 'admin');
    // Something to fuzz around: a live course.
    await insertCourse(t);
  });
  afterAll(() => t?.close());

  /** Rows per table, to show a fuzzed call wrote nothing it should not. */
  async function rowCounts(): Promise<Record<TableName, number>> {
    const counts = {} as Record<TableName, number>;
    for (const [name, table] of Object.entries(TABLES)) {
      const [row] = await t.database.db.select({ n: count() }).from(table);
      counts[name as TableName] = Number(row?.n ?? 0);
    }
    return counts;
  }

  /** Each call from its own address, so per-address limits do not hide what validation does. */
  const send = (options: InjectOptions, caller: Caller) => {
    address += 1;
    return t.app.inject({
      ...options,
      remoteAddress: `10.9.${(address >> 8) & 255}.${address & 255}`,
      headers: { ...(caller === 'anonymous' ? {} : callers[caller].headers), ...options.headers },
    });
  };

  it('covers every route that reads a JSON body', () => {
    const covered = new Set([...BODY_TARGETS.map((target) => target.route), ...Object.keys(NOT_JSON_BODY)]);
    const withBodies = Object.keys(ROUTE_POLICY).filter((route) =>
      /^(POST|PUT|PATCH|DELETE) \/api\//.test(route),
    );
    expect(withBodies.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !(route in ROUTE_POLICY))).toEqual([]);
  });

  for (const target of BODY_TARGETS) {
    for (const caller of target.callers) {
      const policy = ROUTE_POLICY[target.route];
      it(`${target.route} as ${caller}: ${RUNS} fuzzed bodies`, async () => {
        const [method = 'POST', routePath = '/'] = target.route.split(' ');
        const before = await rowCounts();
        await fc.assert(
          fc.asyncProperty(bodyArbitrary(target.base), async (payload) => {
            const response = await send(
              {
                method: method,
                url: target.url ?? routePath,
                payload,
                headers: { 'content-type': 'application/json' },
              },
              caller,
            );
            expectSafeAnswer(response, `${target.route} ${payload.slice(0, 200)}`);
            if (policy?.access === 'admin' && caller !== 'admin') expect(response.statusCode).toBe(403);
          }),
          { numRuns: RUNS },
        );
        const after = await rowCounts();
        // An admin write fuzzed as a user must write nothing at all.
        const mayAdd = policy?.access === 'admin' && caller !== 'admin' ? [] : (target.mayAddTo ?? []);
        for (const name of Object.keys(TABLES) as TableName[]) {
          if (mayAdd.includes(name)) continue;
          expect(after[name], `${name} rows after fuzzing ${target.route} as ${caller}`).toBe(before[name]);
        }
        // A sign-up only ever makes a pending registration, never a user (an admin adding a counsellor does).
        if (!mayAdd.includes('users')) expect(after.users).toBe(before.users);
      });
    }
  }

  it('GET /api/checkenrollment, the Google callback and the counsellor links: fuzzed query strings', async () => {
    const query = fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('courseId', 'state', 'code', 'error', 'token', 'counsellorId', '__proto__'),
            fc.string({ maxLength: 10 }),
          ),
          evilString,
        ),
        {
          maxLength: 4,
        },
      )
      .map((pairs) =>
        pairs.map(([key, value]) => `${encodeText(key)}=${encodeText(String(value))}`).join('&'),
      );
    const brokenQuery = fc.constantFrom(
      'courseId=%ED%A0%80',
      'courseId=%',
      'courseId=%zz&courseId=%00',
      '%=%',
      'courseId',
    );
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(query, brokenQuery),
        fc.constantFrom(
          '/api/checkenrollment',
          '/auth/google/callback',
          '/api/counsellor/invite',
          '/api/counsellor/availability',
        ),
        async (search, url) => {
          const response = await send({ method: 'GET', url: `${url}?${search}` }, 'user');
          expectSafeAnswer(response, `${url}?${search.slice(0, 200)}`);
          expect(response.statusCode).not.toBe(200);
        },
      ),
      { numRuns: RUNS * 2 },
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('routes with an :id: fuzzed ids read, change and delete nothing', async () => {
    const calls: [InjectOptions['method'], (id: string) => string, Caller, object?][] = [
      ['GET', (id) => `/api/courses/read/${id}`, 'anonymous'],
      ['GET', (id) => `/api/getwebinars/${id}`, 'user'],
      ['POST', (id) => `/api/webinars/${id}/enroll`, 'user'],
      ['POST', (id) => `/api/appointments/${id}`, 'admin', { status: 'rejected' }],
      ['PUT', (id) => `/api/courses/update/${id}`, 'admin', { name: 'Renamed' }],
      ['PUT', (id) => `/api/blog/update/${id}`, 'admin', { title: 'Renamed' }],
      ['PUT', (id) => `/api/webinars/update/${id}`, 'admin', { title: 'Renamed' }],
      ['DELETE', (id) => `/api/courses/delete/${id}`, 'admin'],
      ['DELETE', (id) => `/api/blog/delete/${id}`, 'admin'],
      ['DELETE', (id) => `/api/webinar/delete/${id}`, 'admin'],
      ['GET', (id) => `/api/counsellors/${id}`, 'anonymous'],
      ['GET', (id) => `/api/counsellors/${id}/slots`, 'anonymous'],
      ['PUT', (id) => `/api/admin/counsellors/${id}`, 'admin', { bio: 'Renamed' }],
      ['POST', (id) => `/api/admin/counsellors/${id}/deactivate`, 'admin'],
      ['POST', (id) => `/api/admin/counsellors/${id}/activate`, 'admin'],
      ['POST', (id) => `/api/admin/counsellors/${id}/invite`, 'admin'],
      ['POST', (id) => `/api/admin/phone-messages/${id}/retry`, 'admin'],
      ['GET', (id) => `/api/courses/${id}/progress`, 'user'],
      ['POST', (id) => `/api/courses/${id}/lessons/${id}/complete`, 'user'],
      ['GET', (id) => `/api/certificates/${id}`, 'anonymous'],
      ['GET', (id) => `/api/certificates/${id}/pdf`, 'anonymous'],
    ];
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(evilId, fc.constantFrom(...calls), async (id, [method, url, caller, payload]) => {
        const response = await send({ method, url: url(id), ...(payload ? { payload } : {}) }, caller);
        expectSafeAnswer(response, `${method} ${url(id).slice(0, 200)}`);
        expect(response.statusCode, url(id)).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: RUNS * 3 },
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('POST /api/payments/webhook: fuzzed raw bodies and signatures are refused', async () => {
    const rawBody = fc.oneof(
      bodyArbitrary({ event: 'payment.captured', payload: { payment: { entity: { order_id: 'order_x' } } } }),
      fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
    );
    const signature = fc.option(fc.oneof(fc.string({ maxLength: 300 }), fc.constant('ab'.repeat(32))), {
      nil: undefined,
    });
    const contentType = fc.constantFrom('application/json', 'text/plain', 'application/octet-stream');
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(rawBody, signature, contentType, async (payload, sig, type) => {
        const headers: Record<string, string> = { 'content-type': type };
        if (sig !== undefined) headers['x-razorpay-signature'] = sig.replace(/[^\t\x20-\x7e]/g, '');
        const response = await send(
          { method: 'POST', url: '/api/payments/webhook', payload, headers },
          'anonymous',
        );
        expectSafeAnswer(response, `webhook ${payload.slice(0, 200)}`);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: RUNS * 2 },
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a NUL character anywhere with a 400 naming the field (PostgreSQL cannot store one)', async () => {
    const cases: [InjectOptions, Caller, string][] = [
      [
        { method: 'PUT', url: `/api/blog/update/${NOBODY}`, payload: { title: 'a\u0000b' } },
        'admin',
        'title',
      ],
      [{ method: 'POST', url: '/api/user/profile/write', payload: { hobby: '\u0000' } }, 'user', 'hobby'],
      [
        { method: 'POST', url: '/api/courses/write', payload: { name: 'x', content: ['ok', 'n\u0000l'] } },
        'admin',
        'content.1',
      ],
      [
        { method: 'POST', url: '/api/forgot-password', payload: { email: 'a\u0000@example.test' } },
        'anonymous',
        'email',
      ],
      [{ method: 'GET', url: '/api/courses/read/%00' }, 'anonymous', 'id'],
      [{ method: 'GET', url: '/api/checkenrollment?courseId=%00' }, 'user', 'courseId'],
    ];
    for (const [options, caller, field] of cases) {
      const response = await send(options, caller);
      const what = `${options.method} ${field}`;
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({ message: `${field}: must not contain a NUL character` });
    }
  });

  it('answers { message } to a URL the router cannot read', async () => {
    for (const [url, status] of [
      ['/api/courses/read/%ED%A0%80', 400],
      ['/api/courses/read/%', 400],
      [`/api/courses/read/${'a'.repeat(200)}`, 414],
    ] as const) {
      const response = await send({ method: 'GET', url }, 'anonymous');
      expect(response.statusCode, url).toBe(status);
      expect(response.json(), url).toMatchObject({ message: ANY_TEXT });
    }
  });

  it('answers 413 { message } to a body over 256 KiB on every JSON route', async () => {
    const huge = JSON.stringify({ padding: 'x'.repeat(300 * 1024) });
    const targets = [
      ...BODY_TARGETS.map((target) => ({
        route: target.route,
        url: target.url,
        caller: target.callers.at(-1) ?? 'anonymous',
      })),
      { route: 'POST /api/payments/webhook', url: undefined, caller: 'anonymous' as const },
    ];
    for (const { route, url, caller } of targets) {
      const [method = 'POST', routePath = '/'] = route.split(' ');
      const response = await send(
        {
          method: method,
          url: url ?? routePath,
          payload: huge,
          headers: { 'content-type': 'application/json' },
        },
        caller,
      );
      expect(response.statusCode, route).toBe(413);
      expect(response.json(), route).toMatchObject({ message: ANY_TEXT });
    }
  });
});
