import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogger, requestLoggerFactory } from './request-logger.ts';

/** Fastify's pino logger at `level`, its lines collected and parsed. */
function collectingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: Fastify({ logger: { level, stream } }).log, lines };
}

describe('a request’s logger', () => {
  it('writes what its level lets through, with the request’s id, and nothing below it', () => {
    const { logger, lines } = collectingLogger('warn');
    const log = new RequestLogger(logger, { reqId: 'req-1' });
    log.info('not written');
    log.debug({ detail: 1 }, 'not written either');
    expect(lines).toEqual([]);
    log.warn({ attempt: 2 }, 'a warning');
    log.error('an error %s', 'formatted');
    expect(lines.map(({ reqId, msg, attempt }) => ({ reqId, msg, attempt }))).toEqual([
      { reqId: 'req-1', msg: 'a warning', attempt: 2 },
      { reqId: 'req-1', msg: 'an error formatted', attempt: undefined },
    ]);
    expect(log.level).toBe('warn');
  });

  it('hands on its bindings to a child, and a level set on it applies to what it writes', () => {
    const { logger, lines } = collectingLogger('warn');
    const log = new RequestLogger(logger, { reqId: 'req-2' });
    log.child({ job: 'mail' }).warn('from the child');
    log.level = 'info';
    log.info('now written');
    expect(lines.map(({ reqId, job, msg }) => ({ reqId, job, msg }))).toEqual([
      { reqId: 'req-2', job: 'mail', msg: 'from the child' },
      { reqId: 'req-2', job: undefined, msg: 'now written' },
    ]);
    expect(logger.level).toBe('warn');
  });

  it('is what Fastify gives each request, and Fastify’s own request lines carry the id', async () => {
    const { logger, lines } = collectingLogger('info');
    const app = Fastify({
      loggerInstance: logger,
      childLoggerFactory: requestLoggerFactory,
      genReqId: () => 'req-3',
    });
    app.get('/', (request) => {
      expect(request.log).toBeInstanceOf(RequestLogger);
      request.log.warn('inside the handler');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(lines.filter((line) => line.reqId === 'req-3').map((line) => line.msg)).toEqual([
      'incoming request',
      'inside the handler',
      'request completed',
    ]);
  });

  it('keeps to a quieter level registered for some routes (the static files), and only there', async () => {
    const { logger, lines } = collectingLogger('info');
    let id = 0;
    const app = Fastify({
      loggerInstance: logger,
      childLoggerFactory: requestLoggerFactory,
      genReqId: () => `req-${++id}`,
    });
    app.get('/api/ping', () => ({ ok: true }));
    await app.register(
      async (files) => {
        files.get('/assets/app.js', (request) => {
          request.log.info('not written');
          request.log.warn('a missing file, say');
          return 'js';
        });
      },
      { logLevel: 'warn' },
    );
    await app.inject({ method: 'GET', url: '/assets/app.js' });
    await app.inject({ method: 'GET', url: '/api/ping' });
    await app.close();
    expect(
      lines.filter((line) => line.reqId).map((line) => `${String(line.reqId)} ${String(line.msg)}`),
    ).toEqual(['req-1 a missing file, say', 'req-2 incoming request', 'req-2 request completed']);
  });
});
