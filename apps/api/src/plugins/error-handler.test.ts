import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { registerErrorHandler } from './error-handler.ts';

const GENERIC = 'Something went wrong. Please try again.';

// What code, plugins and libraries throw, each from its own route.
const THROWN: Record<string, () => unknown> = {
  internalAppError: () => new AppError('INTERNAL', 'errors_paid_without_payment'),
  providerDown: () => new AppError('BAD_GATEWAY', 'errors_mail_failed'),
  plugin503: () => Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:6379'), { statusCode: 503 }),
  library500: () => Object.assign(new Error('password authentication failed for "sukoon"'), { status: 500 }),
  thrown200: () => Object.assign(new Error('SELECT * FROM users'), { statusCode: 200 }),
  nonsenseStatus: () => Object.assign(new Error('internal detail'), { statusCode: 'teapot' }),
  plain: () => new Error('Cannot read properties of undefined (reading "id")'),
  tooLarge: () => Object.assign(new Error('Request body is too large'), { statusCode: 413 }),
  httpErrors404: () => Object.assign(new Error('Not Found'), { status: 404 }),
};

describe('the error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    for (const [name, make] of Object.entries(THROWN)) {
      app.get(`/${name}`, async () => {
        throw make();
      });
    }
    await app.ready();
  });
  afterAll(() => app.close());

  const answer = async (name: string) => {
    const res = await app.inject({ method: 'GET', url: `/${name}` });
    return { status: res.statusCode, body: res.json<unknown>() };
  };

  it.each([
    ['internalAppError', 500],
    ['plugin503', 503],
    ['library500', 500],
    ['thrown200', 500],
    ['nonsenseStatus', 500],
    ['plain', 500],
  ])('answers %s with %i and nothing of its message', async (name, status) => {
    expect(await answer(name)).toEqual({ status, body: { message: GENERIC, code: 'INTERNAL' } });
  });

  it('keeps the messages written for people: a provider that did not answer, and 4xx', async () => {
    expect(await answer('providerDown')).toEqual({
      status: 502,
      body: {
        message: 'We could not send the e-mail just now. Please try again in a moment.',
        code: 'BAD_GATEWAY',
      },
    });
    expect(await answer('tooLarge')).toEqual({
      status: 413,
      body: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await answer('httpErrors404')).toEqual({
      status: 404,
      body: { message: 'Not Found', code: 'NOT_FOUND' },
    });
  });
});
