import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Database } from './client.ts';

// Any fixed number: instances that share one PostgreSQL wait for each other's migration.
const MIGRATION_LOCK_KEY = 726_354_001;

/**
 * Applies the migrations, then `alsoInstall` (schemas that libraries create themselves, such as the
 * job queue's) while still holding the lock: two instances starting at once on a fresh database
 * must not both create them.
 */
export async function migrateDatabase(
  database: Database,
  alsoInstall: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as unknown as Parameters<typeof migrate>[0], {
      migrationsFolder: MIGRATIONS_DIR,
    });
    await alsoInstall();
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migrate(tx as unknown as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_DIR });
    // Runs on other pooled connections; the lock held by this transaction keeps other instances out.
    await alsoInstall();
  });
}
