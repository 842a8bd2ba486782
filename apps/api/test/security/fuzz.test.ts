import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test-app.ts';
import { createUserWithToken, type TestUser } from '../users-fixture.ts';
import { insertCourse } from '../purchase-fixture.ts';
import {
  appointments,
  blogs,
  courseEnrolments,
  courses,
  passwordResets,
  payments,
  pendingRegistrations,
  users,
  webhookEvents,
  webinarSeats,
  webinars,
} from '../../src/db/schema/index.ts';
import { ROUTE_POLICY } from './route-policy.ts';

// Whatever a client sends — wrong types, extra fields that try to set a role or a price, poisoned
// prototypes, huge or strange strings, arrays, null — the API answers a 4xx `{ message }` (or does
// the valid thing), never a 5xx or a stack trace, and never writes a row it should not.
// fast-check picks a new seed each run and prints it with the smallest failing input.

const RUNS = 50;
const ANY_TEXT: unknown = expect.any(String);

type Caller = 'anonymous' | 'user' | 'admin';

/** A route's body fuzzed from a base body: fields replaced, dropped, added. */
interface BodyTarget {
  route: string;
  /** Who calls it: admin routes are fuzzed as a user (nothing may change) and as the admin. */
  callers: Caller[];
  /** A body that names nothing that exists (so a valid mutation writes nothing). */
  base: Record<string, unknown>;
  /** The URL when the route has an :id; an id that names nothing. */
  url?: string;
  /** Tables a valid body may add rows to (a sign-up adds a pending registration). */
  mayAddTo?: TableName[];
}

const NOBODY = '00000000-0000-4000-8000-000000000000';
const EXTRA_KEYS = [
  'role',
  'price',
  'amount',
  'amountPaise',
  '_id',
  'id',
  'userId',
  'isAdmin',
  'admin',
  'status',
  'verified',
  'tokenVersion',
  'passwordHash',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
];

const TABLES = {
  users,
  pendingRegistrations,
  passwordResets,
  courses,
  blogs,
  webinars,
  payments,
  webhookEvents,
  courseEnrolments,
  webinarSeats,
  appointments,
};
type TableName = keyof typeof TABLES;

const BODY_TARGETS: BodyTarget[] = [
  {
    route: 'POST /api/register',
    callers: ['anonymous'],
    base: {
      firstName: 'Fuzz',
      lastName: 'Person',
      phone: '9876543210',
      email: 'fuzz-register@example.test',
      password: 'a fuzzing password',
    },
    mayAddTo: ['pendingRegistrations'],
  },
  {
    route: 'POST /api/verify-otp',
    callers: ['anonymous'],
    base: { email: 'nobody@example.test', otp: '123456' },
  },
  {
    route: 'POST /api/login',
    callers: ['anonymous'],
    base: { emailorphone: 'nobody@example.test', password: 'not the password' },
  },
  // A reset code is stored for any address, account or not, so the answer tells nobody which exist.
  {
    route: 'POST /api/forgot-password',
    callers: ['anonymous'],
    base: { email: 'nobody@example.test' },
    mayAddTo: ['passwordResets'],
  },
  {
    route: 'POST /api/reset-password',
    callers: ['anonymous'],
    base: { email: 'nobody@example.test', otp: '123456', newPassword: 'a new password' },
  },
  {
    route: 'POST /api/user/change-password',
    callers: ['user'],
    base: {
      currentPassword: 'not the password',
      newPassword: 'a new password',
      confirmNewPassword: 'a new password',
    },
  },
  {
    route: 'POST /api/user/profile/write',
    callers: ['user'],
    base: { firstName: 'Ravi', lastName: 'Test', hobby: 'Reading', language: 'English', DOB: '1990-01-01' },
  },
  {
    route: 'POST /api/courses/write',
    callers: ['user', 'admin'],
    base: {
      name: 'Fuzzed course',
      description: 'About fuzzing.',
      image: 'https://images.example.test/fuzz.jpg',
      category: 'Anxiety',
      price: 299,
      content: ['One', 'Two'],
      youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
    mayAddTo: ['courses'],
  },
  {
    route: 'PUT /api/courses/update/:id',
    url: `/api/courses/update/${NOBODY}`,
    callers: ['user', 'admin'],
    base: { name: 'Renamed', price: 1 },
  },
  {
    route: 'POST /api/blog/write',
    callers: ['user', 'admin'],
    base: {
      title: 'Fuzzed blog',
      content: 'On fuzzing.',
      author: 'Asha',
      image: 'https://images.example.test/fuzz.jpg',
      category: 'Anxiety',
    },
    mayAddTo: ['blogs'],
  },
  {
    route: 'PUT /api/blog/update/:id',
    url: `/api/blog/update/${NOBODY}`,
    callers: ['user', 'admin'],
    base: { title: 'Renamed' },
  },
  {
    route: 'POST /api/postwebinar',
    callers: ['user', 'admin'],
    base: {
      title: 'Fuzzed webinar',
      presenter: 'Dr. Meera Rao',
      description: 'About fuzzing.',
      date: '2099-01-01',
      time: '18:30',
      platform: 'meet',
      price: '0',
      meetingLink: 'https://meet.example.test/fuzz',
    },
    mayAddTo: ['webinars'],
  },
  {
    route: 'PUT /api/webinars/update/:id',
    url: `/api/webinars/update/${NOBODY}`,
    callers: ['user', 'admin'],
    base: { title: 'Renamed', price: '5' },
  },
  { route: 'POST /api/create', callers: ['user'], base: { purpose: 'course', courseId: NOBODY } },
  {
    route: 'POST /api/verify-payment',
    callers: ['user'],
    base: { orderId: 'order_sim_nothing', paymentId: 'pay_sim_nothing', signature: 'ab'.repeat(32) },
  },
  {
    route: 'POST /api/confirmpayment',
    callers: ['user'],
    base: {
      webinarId: NOBODY,
      razorpay_order_id: 'order_sim_nothing',
      razorpay_payment_id: 'pay_sim_nothing',
      razorpay_signature: 'ab'.repeat(32),
    },
  },
  {
    route: 'POST /api/payments/simulate',
    callers: ['user'],
    base: { orderId: 'order_sim_nothing', outcome: 'success' },
  },
  { route: 'POST /api/course-enrollment', callers: ['user'], base: { courseId: NOBODY } },
  { route: 'POST /api/checkEnrollmentStatus', callers: ['user'], base: { webinarId: NOBODY } },
  {
    route: 'POST /api/webinars/:id/enroll',
    url: `/api/webinars/${NOBODY}/enroll`,
    callers: ['user'],
    base: {},
  },
  // A slot with no paid order: the booking can never be made.
  { route: 'POST /api/appointments/book', callers: ['user'], base: { date: '2030-01-02', slot: 12 } },
  {
    route: 'POST /api/appointments/:id',
    url: `/api/appointments/${NOBODY}`,
    callers: ['user', 'admin'],
    base: { status: 'accepted' },
  },
];

/** Routes that read no JSON body, and why they are fuzzed elsewhere in this file. */
const NOT_JSON_BODY: Record<string, string> = {
  'POST /api/payments/webhook': 'raw signed body: fuzzed below as raw bytes',
  'DELETE /api/courses/delete/:id': 'no body: ids fuzzed below',
  'DELETE /api/blog/delete/:id': 'no body: ids fuzzed below',
  'DELETE /api/webinar/delete/:id': 'no body: ids fuzzed below',
};

// ---- arbitraries ----------------------------------------------------------------------------

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'nul\u0000@example.test',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  '\uD800',
  '\uFEFF',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '${process.env}',
  '{{7*7}}',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'admin',
  '2030-02-30',
  '9999-99-99',
  '2030-01-02T25:00:00Z',
  'a@b',
);

const hugeStrings = fc.oneof(
  fc.integer({ min: 1_000, max: 60_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 100, max: 10_000 }).map((n) => '😀'.repeat(n)),
  fc.integer({ min: 100, max: 5_000 }).map((n) => '\u0000'.repeat(n)),
);

const evilString = fc.oneof(
  { weight: 3, arbitrary: nastyStrings },
  { weight: 2, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeStrings },
);

const evilNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -0.01,
    9.99,
    1e21,
    -1e308,
    2 ** 31,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    9,
    20,
    21,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const evilValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: evilString },
  { weight: 3, arbitrary: evilNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.array(fc.oneof(evilString, evilNumber), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  },
);

/** A raw JSON text: the base body with some fields replaced or dropped and extras added. */
function mutatedBody(base: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(base);
  return fc
    .record({
      replaced: keys.length > 0 ? fc.subarray(keys) : fc.constant([] as string[]),
      values: fc.array(evilValue, { minLength: keys.length, maxLength: keys.length }),
      extras: fc.dictionary(fc.constantFrom(...EXTRA_KEYS), evilValue, { maxKeys: 4 }),
    })
    .map(({ replaced, values, extras }) => {
      const body: Record<string, unknown> = { ...base };
      replaced.forEach((key, index) => {
        body[key] = values[index];
      });
      return JSON.stringify({ ...body, ...extras });
    });
}

/** `__proto__` and `constructor.prototype` as own keys, the way JSON.parse would make them. */
function poisonedBody(base: Record<string, unknown>): fc.Arbitrary<string> {
  const inner = JSON.stringify(base).slice(1, -1);
  const comma = inner ? ',' : '';
  return fc
    .constantFrom(
      `{"__proto__":{"role":"admin","isAdmin":true}${comma}${inner}}`,
      `{${inner}${comma}"__proto__":{"price":0,"amount":1}}`,
      `{"constructor":{"prototype":{"role":"admin"}}${comma}${inner}}`,
      `{${inner}${comma}"a":{"__proto__":{"polluted":true}}}`,
      `{${inner}${comma}"__proto__":null}`,
      `[{"__proto__":{"role":"admin"}}]`,
    )
    .map((text) => text);
}

/** Wrong shapes altogether: arrays, scalars, null, broken or empty JSON. */
const wrongShapeBody: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom(
    'null',
    '[]',
    '[{}]',
    '"text"',
    '42',
    '-0.5',
    'true',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '\u0000',
    '',
  ),
  // Nesting deep enough to break anything that walks a body recursively.
  fc.constantFrom('['.repeat(60_000) + ']'.repeat(60_000), '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)),
  fc.string({ maxLength: 200 }),
);

function bodyArbitrary(base: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: mutatedBody(base) },
    { weight: 1, arbitrary: poisonedBody(base) },
    { weight: 2, arbitrary: wrongShapeBody },
  );
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encoded; a lone surrogate has no UTF-8 form, so it goes as U+FFFD (raw bytes are tried too). */
const encodeText = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));

/** A path segment that is no id of ours: strange text percent-encoded, or broken escapes as sent. */
const evilId = fc.oneof(
  fc
    .oneof(
      nastyStrings,
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'grapheme', maxLength: 50 }),
      fc.uuid(),
    )
    .filter((value) => value !== '')
    .map(encodeText),
  fc.constantFrom(
    '%ED%A0%80',
    '%FF',
    '%C0%AF',
    '%',
    '%zz',
    '%00',
    '..',
    '%2e%2e',
    '.%2F..',
    '%2F',
    'a%2Fb',
    '%20',
  ),
);

// ---- checks ---------------------------------------------------------------------------------

const STACK_TRACE = /\n\s+at |\bat [\w.<>]+ \(|(?:\/[\w.-]+){2,}\.[cm]?[jt]s\b|node_modules|file:\/\//;

/** Never a 5xx or a stack; every non-2xx is exactly `{ message }` JSON. */
function expectSafeAnswer(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.body, what).not.toMatch(STACK_TRACE);
  if (response.statusCode >= 300) {
    expect(response.headers['content-type'], what).toMatch(/^application\/json/);
    const json: unknown = JSON.parse(response.body);
    expect(json, what).toEqual({ message: ANY_TEXT });
  }
}

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
        // A sign-up only ever makes a pending registration, never a user.
        expect(after.users).toBe(before.users);
      });
    }
  }

  it('GET /api/checkenrollment and the Google callback: fuzzed query strings', async () => {
    const query = fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('courseId', 'state', 'code', 'error', '__proto__'),
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
        fc.constantFrom('/api/checkenrollment', '/auth/google/callback'),
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
      expect(response.json(), what).toEqual({ message: `${field}: must not contain a NUL character` });
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
      expect(response.json(), url).toEqual({ message: ANY_TEXT });
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
      expect(response.json(), route).toEqual({ message: ANY_TEXT });
    }
  });
});
