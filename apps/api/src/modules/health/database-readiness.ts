import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';

/** The newest migration this build ships: its journal entry's time, which drizzle records when it applies it. */
function newestMigrationTime(migrationsDir: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * The check behind /api/ready: the database answers, and it has every migration this build
 * ships (a rolling upgrade may leave an older server beside a newer database, never the other way
 * round). Throws SERVICE_UNAVAILABLE with what is missing.
 */
export function createReadinessCheck(db: Db, migrationsDir = MIGRATIONS_DIR): () => Promise<void> {
  const newest = newestMigrationTime(migrationsDir);
  return async () => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'errors_database_unreachable');
    }
    // Both drivers answer { rows }; bigint comes back as a string from `pg`.
    const applied = await db
      .execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)
      .then((result) => Number((result as { rows: { newest: unknown }[] }).rows[0]?.newest ?? 0))
      .catch(() => 0);
    if (applied < newest) {
      throw new AppError('SERVICE_UNAVAILABLE', 'errors_database_migrating');
    }
  };
}
