import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCachedJson, matchesEntityTag, preferredEncoding, type CachedJson } from './cached-json.ts';

const itemList = z.array(z.object({ name: z.string() }));
const TTL = 5_000;

describe('a cached JSON answer', () => {
  let app: FastifyInstance;
  let items: { name: string; secret?: string }[];
  let loads: number;
  let now: number;
  let cache: CachedJson;
  let release: (() => void) | undefined;

  beforeEach(async () => {
    items = [{ name: 'first', secret: 'not in the schema' }];
    loads = 0;
    now = 1_000_000;
    release = undefined;
    cache = createCachedJson(
      itemList,
      async () => {
        loads += 1;
        const snapshot = structuredClone(items);
        if (release === undefined) return snapshot;
        await new Promise<void>((resolve) => (release = resolve));
        return snapshot;
      },
      { ttlMs: TTL, clock: () => now },
    );
    app = Fastify();
    app.get('/items', (request, reply) => cache.send(request, reply));
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/items', headers });

  it('answers the schema-checked JSON with an entity tag, and 304 to a client that has it', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual([{ name: 'first' }]);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get({ 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
    }
    expect((await get({ 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect(loads).toBe(1);
  });

  it('sends brotli or gzip by the client’s preference, with the same content', async () => {
    const plain = (await get()).rawPayload;
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(plain);
    const gzip = await get({ 'accept-encoding': 'br;q=0.5, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload)).toEqual(plain);
    expect((await get({ 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    expect(br.headers.vary).toBe('accept-encoding');
  });

  it('shows a change made elsewhere once the expiry has passed', async () => {
    const before = await get();
    items = [{ name: 'second' }];
    now += TTL - 1;
    expect((await get()).json()).toEqual([{ name: 'first' }]);
    now += 1;
    const after = await get();
    expect(after.json()).toEqual([{ name: 'second' }]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows a change at once after invalidate()', async () => {
    await get();
    items = [{ name: 'second' }];
    cache.invalidate();
    expect((await get()).json()).toEqual([{ name: 'second' }]);
  });

  it('loads once for requests that miss together', async () => {
    release = () => undefined;
    const answers = Promise.all([get(), get(), get()]);
    await expect.poll(() => loads).toBe(1);
    release();
    expect((await answers).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(loads).toBe(1);
  });

  it('does not keep what a load read before a write it overlapped', async () => {
    release = () => undefined;
    const stale = get();
    await expect.poll(() => loads).toBe(1);
    const releaseStale = release;
    items = [{ name: 'written' }];
    cache.invalidate();
    release = undefined;
    expect((await get()).json()).toEqual([{ name: 'written' }]);
    releaseStale();
    expect((await stale).json()).toEqual([{ name: 'first' }]);
    expect((await get()).json()).toEqual([{ name: 'written' }]);
  });
});

describe('a cached JSON answer kept by its table’s version', () => {
  it('reads the database again at the first request after the version moves, and only then', async () => {
    let items = [{ name: 'first' }];
    let version = 1;
    let loads = 0;
    const cache = createCachedJson(
      itemList,
      async () => {
        loads += 1;
        return structuredClone(items);
      },
      // The answer's own table versions (the database's live in db/table-versions.ts); no expiry.
      { ttlMs: Number.POSITIVE_INFINITY, changes: { tables: { of: () => version }, table: 'items' } },
    );
    const app = Fastify();
    app.get('/items', (request, reply) => cache.send(request, reply));
    const get = async () => (await app.inject({ method: 'GET', url: '/items' })).json<unknown>();

    expect(await get()).toEqual([{ name: 'first' }]);
    items = [{ name: 'second' }];
    expect(await get()).toEqual([{ name: 'first' }]);
    expect(loads).toBe(1);
    // Another process wrote and committed: the version moved, and nothing told this process else.
    version = 2;
    expect(await get()).toEqual([{ name: 'second' }]);
    expect(await get()).toEqual([{ name: 'second' }]);
    expect(loads).toBe(2);
    await app.close();
  });
});

describe('content negotiation', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, br', 'br'],
    ['br;q=0.4, gzip;q=0.8', 'gzip'],
    ['br;q=0', undefined],
    ['*', 'br'],
    ['deflate', undefined],
  ] as const)('Accept-Encoding %j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('matches entity tags weakly and ignores others', () => {
    expect(matchesEntityTag('"a"', '"a"')).toBe(true);
    expect(matchesEntityTag('W/"a"', '"a"')).toBe(true);
    expect(matchesEntityTag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEntityTag('"b"', '"a"')).toBe(false);
    expect(matchesEntityTag(undefined, '"a"')).toBe(false);
  });
});
