import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';

/** What one instance tells every instance about a room. */
export type RoomEvent =
  | { kind: 'joined'; room: string; userId: string; connectionId: string }
  | { kind: 'left'; room: string; userId: string; connectionId: string }
  /** `data` is relayed as the sender wrote it. */
  | { kind: 'signal'; room: string; userId: string; data: unknown };

/**
 * Carries room events to every instance, this one included. On the embedded database there is
 * only this process; on PostgreSQL each instance LISTENs on one channel and NOTIFYs the others.
 */
export interface SignalBus {
  publish(event: RoomEvent): Promise<void>;
  subscribe(handler: (event: RoomEvent) => void): void;
  close(): Promise<void>;
}

export const SIGNAL_CHANNEL = 'session_signal';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; SDP offers come near that. */
const NOTIFY_MAX_BYTES = 7900;
/** Characters per chunk: even at 3 bytes each, a chunk and its header stay under the limit. */
const CHUNK_CHARACTERS = 2400;
/** Parts of a message still missing after this long are dropped (an instance died mid-send). */
const PARTS_TIMEOUT_MS = 10_000;

function fanOut(handlers: ((event: RoomEvent) => void)[], event: RoomEvent) {
  for (const handler of handlers) handler(event);
}

/** One process: events go straight to the handlers. */
export function createLocalSignalBus(): SignalBus {
  const handlers: ((event: RoomEvent) => void)[] = [];
  return {
    publish: (event) => {
      fanOut(handlers, event);
      return Promise.resolve();
    },
    subscribe: (handler) => void handlers.push(handler),
    close: () => Promise.resolve(),
  };
}

/** `text` in pieces that each fit a NOTIFY, never splitting a surrogate pair. */
export function chunksOf(text: string): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + CHUNK_CHARACTERS, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}

/**
 * A payload is `instance|message|part|parts|text`: a message too large for one NOTIFY travels in
 * parts sent in one statement, so they commit together and arrive in order.
 */
export function notifyPayloads(instanceId: string, event: RoomEvent): string[] {
  const messageId = randomUUID();
  const chunks = chunksOf(JSON.stringify(event));
  return chunks.map((chunk, index) => `${instanceId}|${messageId}|${index}|${chunks.length}|${chunk}`);
}

export interface PostgresBusOptions {
  databaseUrl: string;
  db: Db;
  log: FastifyBaseLogger;
}

/** PostgreSQL shared by several instances: LISTEN on one channel, with the room id in each event. */
export async function createPostgresSignalBus(options: PostgresBusOptions): Promise<SignalBus> {
  const { default: pg } = await import('pg');
  const instanceId = randomUUID();
  const handlers: ((event: RoomEvent) => void)[] = [];
  const partial = new Map<string, { parts: string[]; received: number; timer: NodeJS.Timeout }>();
  let isClosing = false;
  let listener: InstanceType<typeof pg.Client> | undefined;

  function receive(payload: string) {
    const [from, messageId = '', index, count, ...rest] = payload.split('|');
    if (from === instanceId) return;
    const text = rest.join('|');
    const total = Number(count);
    let message = partial.get(messageId);
    if (!message) {
      const timer = setTimeout(() => partial.delete(messageId), PARTS_TIMEOUT_MS);
      message = { parts: new Array<string>(total), received: 0, timer };
      partial.set(messageId, message);
    }
    message.parts[Number(index)] = text;
    message.received += 1;
    if (message.received < total) return;
    clearTimeout(message.timer);
    partial.delete(messageId);
    try {
      fanOut(handlers, JSON.parse(message.parts.join('')) as RoomEvent);
    } catch (error) {
      options.log.warn({ err: error }, 'session signal: an event from another instance was not read');
    }
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === SIGNAL_CHANNEL && message.payload) receive(message.payload);
    });
    client.on('error', (error) => {
      options.log.warn({ err: error }, 'session signal: the LISTEN connection failed; reconnecting');
      void client.end().catch(() => undefined);
      if (listener === client) listener = undefined;
      if (!isClosing) setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${SIGNAL_CHANNEL}`);
    listener = client;
  }
  await connect();

  return {
    async publish(event) {
      // This instance's own people hear at once; the others through the database.
      fanOut(handlers, event);
      const payloads = notifyPayloads(instanceId, event);
      if (payloads.some((payload) => Buffer.byteLength(payload) > NOTIFY_MAX_BYTES)) {
        throw new Error('session signal: a NOTIFY part is too large');
      }
      const notifies = payloads.map((payload) => sql`pg_notify(${SIGNAL_CHANNEL}, ${payload})`);
      await options.db.execute(sql`select ${sql.join(notifies, sql`, `)}`);
    },
    subscribe: (handler) => void handlers.push(handler),
    async close() {
      isClosing = true;
      for (const message of partial.values()) clearTimeout(message.timer);
      partial.clear();
      await listener?.end();
    },
  };
}
