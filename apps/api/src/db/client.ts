import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fromPglite, type Db as JobsDb } from 'pg-boss';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { ensurePrivateDir, makeTreePrivate } from '../lib/private-files.ts';
import { listenToPgliteTables, readPostgresTables, type TableVersions } from './table-versions.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a repository receives: the database or an open transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows of a raw SQL query: both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The same connection(s) for the job queue, which brings its own SQL (decision 010). */
  jobsDb: JobsDb;
  /** Committed writes to the tables behind cached answers, from any process on this database. */
  tables: TableVersions;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** PostgreSQL through `pg` when DATABASE_URL is set, else embedded PGlite in DATA_DIR/db. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // pg runs a parameterless multi-statement text in one round trip, as pg-boss expects.
      jobsDb: { executeSql: (text, values) => pool.query(text, values) },
      tables: readPostgresTables(db),
      close: () => pool.end(),
    };
  }
  // Two processes on one PGlite directory corrupt it, so the directory is locked first.
  const releaseLock = await acquireDataDirLock(options.dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const dbDir = path.join(options.dataDir, 'db');
    ensurePrivateDir(dbDir);
    const client = await PGlite.create(dbDir);
    makeTreePrivate(dbDir);
    return {
      db: drizzle(client, { schema }) as unknown as Db,
      kind: 'pglite',
      // PGlite queues each statement behind an open transaction, so the queue never runs inside one.
      jobsDb: fromPglite(client),
      tables: await listenToPgliteTables(client),
      close: async () => {
        await client.close();
        // Files PGlite made while running (new tables, WAL) are private at rest too.
        makeTreePrivate(dbDir);
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}
