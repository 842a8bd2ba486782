import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { z } from 'zod';
import type { TableVersions } from '../db/table-versions.ts';

/**
 * How long a cached answer is served at most. With `changes` (every public list) a write from
 * any process is seen by the next read anyway; the expiry is for answers without them.
 */
export const CACHED_JSON_TTL_MS = 5_000;

/**
 * Route options for an answer that brings its own bytes (and GETs read no body): the compression
 * plugin's per-request hooks would only look and pass, at a real cost on the hottest routes.
 */
export const SELF_ENCODED = { compress: false, decompress: false } as const;

/** Sends JSON that was checked and serialised already: a Buffer skips the route's serializer. */
export function sendJsonBytes(reply: FastifyReply, bytes: Buffer): void {
  void reply.type('application/json; charset=utf-8').send(bytes);
}

type Encoding = 'br' | 'gzip';

interface Snapshot {
  body: Buffer;
  etag: string;
  storedAt: number;
  /** The version of the table it was read at (0 without `changes`). */
  version: number;
  /** Compressed lazily, once per distinct body, off the event loop. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

export interface CachedJson {
  /** Answers with the cached bytes: 304 when the client has them, compressed when it can read that. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Forgets the answer; call after every write that may change it. */
  invalidate(): void;
  /** invalidate() as the onSend hook of a write route: before its answer leaves, success or not. */
  invalidateOnSend: onSendHookHandler;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compress = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzip(body, { level: 9 });

/** For a body compressed on every request: most of the saving at a fraction of the work. */
const compressQuickly = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzip(body, { level: 6 });

/** A strong entity tag that names exactly these bytes. */
const entityTagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** The encoding to answer in, by the client's Accept-Encoding weights; brotli on a tie. */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** True when If-None-Match names this entity tag (weakly, as RFC 9110 asks for GET) or is `*`. */
export function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * A public answer that is the same for everyone, serialised and checked against its schema once
 * and then served from memory. Requests that find it missing share one load.
 */
export function createCachedJson<Schema extends z.ZodType>(
  schema: Schema,
  load: () => Promise<z.input<Schema>>,
  {
    ttlMs = CACHED_JSON_TTL_MS,
    clock = Date.now,
    vary = 'accept-encoding',
    changes,
  }: {
    ttlMs?: number;
    clock?: () => number;
    /** The route's Vary: add `authorization` where a signed-in caller gets another answer. */
    vary?: string;
    /**
     * The table the answer is read from: once a write to it commits, from any process, the next
     * request reads the database again.
     */
    changes?: { tables: TableVersions; table: string };
  } = {},
): CachedJson {
  let snapshot: Snapshot | undefined;
  let loading: { version: number; snapshot: Promise<Snapshot> } | undefined;
  // Bumped by invalidate(), so a load that began before a write cannot store what it read.
  let generation = 0;

  /**
   * Reads what `version` names or later: the version is taken before the list is read, so a
   * write between the two only makes the next request read again.
   */
  async function loadSnapshot(startedIn: number, version: number): Promise<Snapshot> {
    const body = Buffer.from(JSON.stringify(schema.parse(await load())));
    const etag = entityTagOf(body);
    const previous = snapshot;
    const fresh: Snapshot =
      previous?.etag === etag
        ? { ...previous, storedAt: clock(), version }
        : { body, etag, storedAt: clock(), version, encoded: new Map() };
    // Loads may finish out of order: an older version never replaces a newer one.
    if (startedIn === generation && !(snapshot && snapshot.version > version)) snapshot = fresh;
    return fresh;
  }

  function currentAt(version: number): Promise<Snapshot> {
    if (snapshot?.version === version && clock() - snapshot.storedAt < ttlMs)
      return Promise.resolve(snapshot);
    if (loading?.version !== version) {
      const mine = loadSnapshot(generation, version).finally(() => {
        if (loading?.snapshot === mine) loading = undefined;
      });
      loading = { version, snapshot: mine };
    }
    return loading.snapshot;
  }

  function current(): Promise<Snapshot> {
    const version = changes ? changes.tables.of(changes.table) : 0;
    return typeof version === 'number' ? currentAt(version) : version.then(currentAt);
  }

  function encoded(current: Snapshot, encoding: Encoding): Promise<Buffer> {
    let bytes = current.encoded.get(encoding);
    if (!bytes) {
      bytes = compress(current.body, encoding);
      current.encoded.set(encoding, bytes);
    }
    return bytes;
  }

  function invalidate() {
    generation += 1;
    snapshot = undefined;
    loading = undefined;
  }

  return {
    async send(request, reply) {
      const answer = await current();
      // no-cache: browsers keep the copy but ask each time; the ETag makes asking cheap.
      void reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', vary);
      if (matchesEntityTag(request.headers['if-none-match'], answer.etag)) {
        void reply.code(304).send();
        return;
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) sendJsonBytes(reply, answer.body);
      else sendJsonBytes(reply.header('content-encoding', encoding), await encoded(answer, encoding));
    },
    invalidate,
    invalidateOnSend: (_request, _reply, payload, done) => {
      invalidate();
      done(null, payload);
    },
  };
}

/**
 * An answer made for one signed-in caller: never kept by a shared cache (private), and never
 * served from the public cache. Its entity tag names its own bytes, so a 304 can only confirm
 * what this caller already holds.
 */
export async function sendPrivateJson(request: FastifyRequest, reply: FastifyReply, value: unknown) {
  const body = Buffer.from(JSON.stringify(value));
  const etag = entityTagOf(body);
  void reply
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding, authorization');
  if (matchesEntityTag(request.headers['if-none-match'], etag)) {
    void reply.code(304).send();
    return;
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) sendJsonBytes(reply, body);
  else sendJsonBytes(reply.header('content-encoding', encoding), await compressQuickly(body, encoding));
}
