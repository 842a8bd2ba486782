import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CACHED_PAGES_MAX, createCachedPages, type CachedPages } from './cached-pages.ts';

const pageAnswer = z.object({ items: z.array(z.string()), page: z.number() });

describe('cached pages', () => {
  let app: FastifyInstance;
  let loads: number[];
  let pages: CachedPages<{ page: number }>;

  beforeEach(async () => {
    loads = [];
    pages = createCachedPages(pageAnswer, async ({ page }) => {
      loads.push(page);
      return { items: [`item of page ${page}`], page };
    });
    app = Fastify();
    app.get<{ Querystring: { page: string } }>('/items', (request, reply) =>
      pages.send({ page: Number(request.query.page) }, request, reply),
    );
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (page: number, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/items?page=${page}`, headers });

  it('reads each page once, with its own entity tag and 304', async () => {
    const first = await get(1);
    const second = await get(2);
    expect(first.json()).toEqual({ items: ['item of page 1'], page: 1 });
    expect(first.headers.etag).not.toBe(second.headers.etag);
    expect((await get(1, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    expect(loads).toEqual([1, 2]);
  });

  it(`keeps the ${CACHED_PAGES_MAX} most recently asked pages and reads the others again`, async () => {
    for (let page = 1; page <= CACHED_PAGES_MAX; page++) await get(page);
    await get(1); // now the most recent; page 2 is the least
    await get(CACHED_PAGES_MAX + 1);
    loads = [];
    await get(1);
    await get(2);
    expect(loads).toEqual([2]);
  });

  it('reads every page again after a write', async () => {
    await get(1);
    await get(2);
    pages.invalidate();
    await get(1);
    await get(2);
    expect(loads).toEqual([1, 2, 1, 2]);
  });
});
