import { expect } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { EXTRA_KEYS } from './fuzz-targets.ts';

// The inputs the fuzz test sends and the one rule every answer must keep.

export const ANY_TEXT: unknown = expect.any(String);

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

export const evilString = fc.oneof(
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

export function bodyArbitrary(base: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: mutatedBody(base) },
    { weight: 1, arbitrary: poisonedBody(base) },
    { weight: 2, arbitrary: wrongShapeBody },
  );
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encoded; a lone surrogate has no UTF-8 form, so it goes as U+FFFD (raw bytes are tried too). */
export const encodeText = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));

/** A path segment that is no id of ours: strange text percent-encoded, or broken escapes as sent. */
export const evilId = fc.oneof(
  fc
    .oneof(
      nastyStrings,
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'grapheme', maxLength: 50 }),
      fc.uuid(),
    )
    // "." and ".." are not ids but dot segments: every URL parser (and every browser) removes them, so
    // `/api/courses/read/.` is the list itself. The dot segments are tried below, as what they are.
    .filter((value) => value !== '' && value !== '.' && value !== '..')
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
export function expectSafeAnswer(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.body, what).not.toMatch(STACK_TRACE);
  if (response.statusCode >= 300) {
    expect(response.headers['content-type'], what).toMatch(/^application\/json/);
    const json: unknown = JSON.parse(response.body);
    expect(json, what).toMatchObject({ message: ANY_TEXT });
  }
}
