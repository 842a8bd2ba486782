import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { z } from 'zod';
import type { TableVersions } from '../db/table-versions.ts';
import { createCachedJson, type CachedJson } from './cached-json.ts';

/** Enough for every page a crawler walks on a large catalogue, and bounded whatever callers ask. */
export const CACHED_PAGES_MAX = 200;

export interface CachedPages<Query> {
  /** Answers the page `query` names from memory, as `createCachedJson` does for a whole list. */
  send(query: Query, request: FastifyRequest, reply: FastifyReply): Promise<void>;
  invalidate(): void;
  invalidateOnSend: onSendHookHandler;
}

/**
 * One cached answer per distinct page (page, limit, search, filter), each with its own ETag and
 * the table's version check; the least recently asked is dropped past `CACHED_PAGES_MAX`.
 */
export function createCachedPages<Schema extends z.ZodType, Query extends Record<string, unknown>>(
  schema: Schema,
  load: (query: Query) => Promise<z.input<Schema>>,
  options: { vary?: string; changes?: { tables: TableVersions; table: string } } = {},
): CachedPages<Query> {
  const pages = new Map<string, CachedJson>();

  const keyOf = (query: Query) =>
    JSON.stringify(
      Object.keys(query)
        .sort()
        .map((key) => [key, query[key]]),
    );

  function cachedFor(query: Query): CachedJson {
    const key = keyOf(query);
    let cached = pages.get(key);
    if (cached) {
      // Map keeps insertion order: moving the entry to the end makes the first the least recent.
      pages.delete(key);
    } else {
      cached = createCachedJson(schema, () => load(query), options);
      if (pages.size >= CACHED_PAGES_MAX) {
        const [oldest] = pages.keys();
        if (oldest !== undefined) pages.delete(oldest);
      }
    }
    pages.set(key, cached);
    return cached;
  }

  function invalidate() {
    // Each one's own invalidate() keeps a load already under way from storing what it read.
    for (const cached of pages.values()) cached.invalidate();
    pages.clear();
  }

  return {
    send: (query, request, reply) => cachedFor(query).send(request, reply),
    invalidate,
    invalidateOnSend: (_request, _reply, payload, done) => {
      invalidate();
      done(null, payload);
    },
  };
}

export interface CachedLists<Query> {
  /** The whole list, as the spec's client reads it. */
  list: CachedJson;
  /** One page of it, as the site reads it. */
  pages: CachedPages<Query>;
  /** For the routes that write the table: both are read again after their answer. */
  invalidateOnSend: onSendHookHandler[];
}

/** A public list and its pages, cached together and both dropped by a write to `changes.table`. */
export function createCachedLists<
  ListSchema extends z.ZodType,
  PageSchema extends z.ZodType,
  Query extends Record<string, unknown>,
>(
  list: { schema: ListSchema; load: () => Promise<z.input<ListSchema>> },
  pages: { schema: PageSchema; load: (query: Query) => Promise<z.input<PageSchema>> },
  options: { vary?: string; changes: { tables: TableVersions; table: string } },
): CachedLists<Query> {
  const cachedList = createCachedJson(list.schema, list.load, options);
  const cachedPages = createCachedPages(pages.schema, pages.load, options);
  return {
    list: cachedList,
    pages: cachedPages,
    invalidateOnSend: [cachedList.invalidateOnSend, cachedPages.invalidateOnSend],
  };
}
