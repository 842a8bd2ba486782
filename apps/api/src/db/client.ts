import path from 'node:path';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a repository receives: the database or an open transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
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
    return {
      db: drizzle(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  // Two processes on one PGlite directory corrupt it, so the directory is locked first.
  const releaseLock = acquireDataDirLock(options.dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const dbDir = path.join(options.dataDir, 'db');
    fs.mkdirSync(dbDir, { recursive: true });
    const client = await PGlite.create(dbDir);
    return {
      db: drizzle(client, { schema }) as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
