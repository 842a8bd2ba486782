import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

interface Place {
  key: PropertyKey;
  parent: Place | undefined;
}

const pathOf = (place: Place | undefined): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let at = place; at; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The path of the first string or key holding a NUL character. PostgreSQL cannot store one in
 * text, so it would otherwise reach the database and fail there as a 500. Walked without recursion
 * and without copying paths: a body can be nested tens of thousands of levels deep.
 */
export function findNul(value: unknown): PropertyKey[] | undefined {
  const stack: [unknown, Place | undefined][] = [[value, undefined]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [current, place] = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(place);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, { key: index, parent: place }]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return pathOf({ key, parent: place });
        stack.push([item, { key, parent: place }]);
      }
    }
  }
  return undefined;
}

const withoutNul = z.unknown().superRefine((value, ctx) => {
  const path = findNul(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: 'must not contain a NUL character' });
});

/** The zod validator, refusing a NUL anywhere in a body, query, params or headers first (400). */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, ...route }) =>
  zodValidatorCompiler({ ...route, schema: withoutNul.pipe(schema as z.ZodType) });
