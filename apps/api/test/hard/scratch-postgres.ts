import pg from 'pg';

/** The PostgreSQL server the multi-instance tests make their own databases on. */
export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the server's own database (CREATE or DROP DATABASE cannot run in a pool's transaction). */
export async function runOnPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
